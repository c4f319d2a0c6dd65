#!/usr/bin/env python3
# Multiply-adds, parameters and activations (fvcore's count: outputs of convolutions and linear
# layers) of torchvision's ResNet/ResNeXt and RetinaNet, and of Ultralytics' YOLOv5 (v6.0-v7.0 yaml),
# counted from the architecture.
def co(h,k,s,p): return (h+2*p-k)//s+1
class C:
    def __init__(s): s.macs=0; s.acts=0; s.params=0; s.layers=0
    def conv(s,cin,cout,k,h,w,st=1,g=1,bias=False):
        p=k//2; ho,wo=co(h,k,st,p),co(w,k,st,p)
        s.macs+=cout*ho*wo*k*k*cin//g; s.acts+=cout*ho*wo; s.params+=cout*k*k*cin//g+(cout if bias else 0); s.layers+=1
        return ho,wo
def backbone(c,h,w,widths,groups=1,blocks=(3,4,6,3),outs=(256,512,1024,2048),fc=1000):
    h,w=c.conv(3,64,7,h,w,2); c.params+=2*64
    h,w=co(h,3,2,1),co(w,3,2,1); cin=64; feats=[]
    for i,(wd,o,n) in enumerate(zip(widths,outs,blocks)):
        for b in range(n):
            st=(1 if i==0 else 2) if b==0 else 1
            c.conv(cin,wd,1,h,w); h2,w2=c.conv(wd,wd,3,h,w,st,groups); c.conv(wd,o,1,h2,w2)
            c.params+=2*(wd+wd+o)
            if b==0: c.conv(cin,o,1,h,w,st); c.params+=2*o
            h,w,cin=h2,w2,o
        feats.append((o,h,w))
    if fc: c.macs+=cin*fc; c.acts+=fc; c.params+=cin*fc+fc; c.layers+=1
    return feats
for name,wd,g,bl,t in [('resnet50',(64,128,256,512),1,(3,4,6,3),(4.11,11.11,25.56)),('resnext50_32x4d',(128,256,512,1024),32,(3,4,6,3),(4.26,14.4,25.03)),('resnet101',(64,128,256,512),1,(3,4,23,3),(7.83,16.23,44.55)),('resnet152',(64,128,256,512),1,(3,8,36,3),(11.56,22.56,60.19))]:
    c=C(); backbone(c,224,224,wd,g,bl)
    print('%s @224: %.2f GMACs, %.2f M acts, %.2f M params (timm %s), %d convolution and linear layers'%(name,c.macs/1e9,c.acts/1e6,c.params/1e6,t,c.layers))
def retinanet(h,w,classes,A=9,F=256):
    c=C(); feats=backbone(c,h,w,(128,256,512,1024),32,fc=0)
    b=(c.macs,c.acts,c.params)
    lv=[]
    for (ch,fh,fw) in feats[1:]:
        c.conv(ch,F,1,fh,fw,bias=True); c.conv(F,F,3,fh,fw,bias=True); lv.append((fh,fw))
    fh,fw=lv[-1]; cin=feats[-1][0]  # torchvision LastLevelP6P7: P6 from C5 when in_channels != out, P7 from relu(P6)
    fh,fw=c.conv(F,F,3,fh,fw,2,bias=True); lv.append((fh,fw))
    fh,fw=c.conv(F,F,3,fh,fw,2,bias=True); lv.append((fh,fw))
    f=(c.macs-b[0],c.acts-b[1],c.params-b[2])
    for out in (A*classes, A*4):
        for i in range(4):
            for (hh,ww) in lv: c.conv(F,F,3,hh,ww,bias=True)
            c.params-= (F*9*F+F)*(len(lv)-1)   # shared weights across levels
        for (hh,ww) in lv: c.conv(F,out,3,hh,ww,bias=True)
        c.params-=(out*9*F+out)*(len(lv)-1)
    hd=(c.macs-b[0]-f[0],c.acts-b[1]-f[1],c.params-b[2]-f[2])
    return b,f,hd,c,lv
for cls in (264,91):
    b,f,hd,c,lv=retinanet(800,800,cls)
    print('RetinaNet 800x800, %d classes, levels %s'%(cls,lv))
    for n,x in (('backbone',b),('fpn',f),('heads',hd)): print('  %-8s %.1f GMACs %.2f M acts %.2f M params'%(n,x[0]/1e9,x[1]/1e6,x[2]/1e6))
    print('  total %.1f GMACs = %.0f GFLOPs, %.1f M acts, %.2f M params, %d convolution layers'%(c.macs/1e9,2*c.macs/1e9,c.acts/1e6,c.params/1e6,c.layers))

# DenseNet (timm densenet.py; Huang et al. 2017, Table 1): the convolutions' outputs (timm's infer_macts)
# and the concatenations the layers read (model.concat_inputs_m): each layer i of a block reads
# (channels into the block + i x growth) x h x w, the transition (or final norm) the block's output.
def densenet(growth,blocks,stem,res=224):
    s=res//2; acts=stem*s*s; s//=2; c=stem; concat=0
    for bi,L in enumerate(blocks):
        hw=s*s
        for i in range(L):
            concat+=(c+i*growth)*hw; acts+=4*growth*hw+growth*hw
        out=c+L*growth; concat+=out*hw
        if bi<len(blocks)-1: c=out//2; acts+=c*hw; s//=2
    return acts/1e6,concat/1e6
for name,g,bl,st,t in [('densenet121',32,(6,12,24,16),64,6.9),('densenet169',32,(6,12,32,32),64,7.3),('densenet201',32,(6,12,48,32),64,7.85),('densenet161',48,(6,12,36,24),96,11.06)]:
    a,cc=densenet(g,bl,st)
    print('%s @224: %.2f M acts (timm %s), %.2f M concatenated inputs'%(name,a,t,cc))
print('densenet121 @288: %.2f M acts (timm 11.41), %.2f M concatenated inputs'%densenet(32,(6,12,24,16),64,288))

# YOLOv5 (models/yolov5*.yaml): Conv = conv + BN + SiLU; C3(c1,c2,n) = two 1x1 to c2/2, n bottlenecks
# (1x1, 3x3), a 1x1 to c2; SPPF; the PANet head; Detect = a 1x1 to 3 x (classes + 5) per level.
# Widths make_divisible(c x width_multiple, 8), depths max(round(n x depth_multiple), 1).
import math
def yolov5(gd,gw,res=640,nc=80):
    c=C(); ch=lambda x: math.ceil(x*gw/8)*8; nn=lambda n: max(round(n*gd),1) if n>1 else n
    def conv(cin,cout,k,h,st=1,bias=False,bn=True):
        h2,_=c.conv(cin,cout,k,h,h,st,bias=bias)
        if bn: c.params+=2*cout
        return h2
    def c3(cin,cout,n,h):
        c_=int(cout*0.5); conv(cin,c_,1,h); conv(cin,c_,1,h)
        for _ in range(n): conv(c_,c_,1,h); conv(c_,c_,3,h)
        conv(2*c_,cout,1,h)
    c0=ch(64); h=(res+4-6)//2+1; c.macs+=c0*h*h*36*3; c.acts+=c0*h*h; c.params+=c0*36*3+2*c0; c.layers+=1
    c1=ch(128); h=conv(c0,c1,3,h,2); c3(c1,c1,nn(3),h)
    c2=ch(256); h=conv(c1,c2,3,h,2); c3(c2,c2,nn(6),h); h3=h
    c3c=ch(512); h=conv(c2,c3c,3,h,2); c3(c3c,c3c,nn(9),h); h4=h
    c4=ch(1024); h=conv(c3c,c4,3,h,2); c3(c4,c4,nn(3),h); h5=h
    conv(c4,c4//2,1,h5); conv(c4//2*4,c4,1,h5)
    conv(c4,ch(512),1,h5); c3(ch(512)+c3c,ch(512),nn(3),h4)
    conv(ch(512),ch(256),1,h4); c3(ch(256)+c2,ch(256),nn(3),h3)
    conv(ch(256),ch(256),3,h3,2); c3(ch(256)+ch(256),ch(512),nn(3),h4)
    conv(ch(512),ch(512),3,h4,2); c3(ch(512)+ch(512),ch(1024),nn(3),h5)
    no=3*(nc+5)
    for cc,hh in ((ch(256),h3),(ch(512),h4),(ch(1024),h5)): conv(cc,no,1,hh,bias=True,bn=False)
    return c,(h3*h3+h4*h4+h5*h5)*no
for name,gd,gw,pub in [('n',0.33,0.25,(1.9,4.5)),('s',0.33,0.50,(7.2,16.5)),('m',0.67,0.75,(21.2,49.0)),('l',1.0,1.0,(46.5,109.1)),('x',1.33,1.25,(86.7,205.7))]:
    c,scores=yolov5(gd,gw)
    print('yolov5%s @640: %.2f M params (README %.1f), %.1f GFLOPs (README %.1f), %.2f M acts, %.2f M class scores, %d convolution layers'%(name,c.params/1e6,pub[0],2*c.macs/1e9,pub[1],c.acts/1e6,scores/1e6,c.layers))

# The layers a call launches (model.conv_layers) of the other classification presets, with their
# multiply-adds, activations and parameters against timm's table as the check of each definition.
# A squeeze-excitation's two 1x1 convolutions on the pooled vector count as layers; normalization and
# activations fuse into the convolutions (a LayerNorm, ConvNeXt's, is not counted).
def mdiv(v,d=8): n=max(d,int(v+d/2)//d*d); return n+d if n<0.9*v else n
def mbconv(c,cin,cout,mid,k,st,h,se_rd):
    if mid!=cin: c.conv(cin,mid,1,h,h); c.params+=2*mid
    h2,_=c.conv(mid,mid,k,h,h,st,g=mid); c.params+=2*mid
    if se_rd: c.conv(mid,se_rd,1,1,1,bias=True); c.conv(se_rd,mid,1,1,1,bias=True)
    c.conv(mid,cout,1,h2,h2); c.params+=2*cout
    return h2
def efficientnet_b0(res=224):
    # timm efficientnet_b0: (expansion, kernel, stride, channels, repeats); SE at 0.25 of the block's input
    c=C(); h,_=c.conv(3,32,3,res,res,2); c.params+=64; cin=32
    for e,k,st,co_,n in ((1,3,1,16,1),(6,3,2,24,2),(6,5,2,40,2),(6,3,2,80,3),(6,5,1,112,3),(6,5,2,192,4),(6,3,1,320,1)):
        for i in range(n):
            h=mbconv(c,cin,co_,cin*e,k,st if i==0 else 1,h,max(1,int(cin*0.25))); cin=co_
    c.conv(320,1280,1,h,h); c.params+=2*1280
    c.macs+=1280*1000; c.acts+=1000; c.params+=1280*1000+1000; c.layers+=1
    return c
def mobilenetv3_large(res=224):
    # timm mobilenetv3_large_100 arch_def; SE at 0.25 of the expanded channels, rounded to 8
    c=C(); h,_=c.conv(3,16,3,res,res,2); c.params+=32
    c.conv(16,16,3,h,h,g=16); c.params+=32; c.conv(16,16,1,h,h); c.params+=32; cin=16  # ds block
    for k,st,e,co_,se in ((3,2,4,24,0),(3,1,3,24,0),(5,2,3,40,1),(5,1,3,40,1),(5,1,3,40,1),(3,2,6,80,0),
                         (3,1,2.5,80,0),(3,1,2.3,80,0),(3,1,2.3,80,0),(3,1,6,112,1),(3,1,6,112,1),
                         (5,2,6,160,1),(5,1,6,160,1),(5,1,6,160,1)):
        mid=mdiv(cin*e); h=mbconv(c,cin,co_,mid,k,st,h,mdiv(mid*0.25) if se else 0); cin=co_
    c.conv(160,960,1,h,h); c.params+=2*960
    c.conv(960,1280,1,1,1,bias=True)
    c.macs+=1280*1000; c.acts+=1000; c.params+=1280*1000+1000; c.layers+=1
    return c
def convnext(depths,dims,res=224):
    # timm convnext: a 4x4 stride-4 stem, blocks of a 7x7 depthwise convolution and two linear layers
    # (4x expansion), 2x2 stride-2 downsampling between stages, a linear classifier
    c=C(); h,_=c.conv(3,dims[0],4,res,res,4,bias=True); h=res//4; c.params+=2*dims[0]
    for si,(d,dim) in enumerate(zip(depths,dims)):
        if si: c.params+=2*dims[si-1]; c.conv(dims[si-1],dim,2,2*h,2*h,2,bias=True)  # h halved after the stage
        for _ in range(d):
            c.conv(dim,dim,7,h,h,g=dim,bias=True); c.params+=2*dim
            c.conv(dim,4*dim,1,h,h,bias=True); c.conv(4*dim,dim,1,h,h,bias=True); c.params+=dim
        if si<3: h//=2
    c.params+=2*dims[3]; c.macs+=dims[3]*1000; c.acts+=1000; c.params+=dims[3]*1000+1000; c.layers+=1
    return c
for name,c,t in (('efficientnet_b0',efficientnet_b0(),(0.4,6.75,5.29)),('mobilenetv3_large_100',mobilenetv3_large(),(0.23,4.41,5.48)),
                 ('convnext_tiny',convnext((3,3,9,3),(96,192,384,768)),(4.47,13.44,28.59)),('convnext_base',convnext((3,3,27,3),(128,256,512,1024)),(15.38,28.75,88.59))):
    print('%s @224: %.2f GMACs, %.2f M acts, %.2f M params (timm %s), %d convolution and linear layers'%(name,c.macs/1e9,c.acts/1e6,c.params/1e6,t,c.layers))
for name,bl in (('densenet121',(6,12,24,16)),('densenet169',(6,12,32,32)),('densenet201',(6,12,48,32)),('densenet161',(6,12,36,24))):
    print('%s: %d convolution and linear layers (stem, two per dense layer, three transitions, classifier)'%(name,1+2*sum(bl)+3+1))
