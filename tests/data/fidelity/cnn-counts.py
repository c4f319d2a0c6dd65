#!/usr/bin/env python3
# Multiply-adds, parameters and activations (fvcore's count: outputs of convolutions and linear
# layers) of torchvision's ResNet/ResNeXt and RetinaNet, counted from the architecture.
def co(h,k,s,p): return (h+2*p-k)//s+1
class C:
    def __init__(s): s.macs=0; s.acts=0; s.params=0
    def conv(s,cin,cout,k,h,w,st=1,g=1,bias=False):
        p=k//2; ho,wo=co(h,k,st,p),co(w,k,st,p)
        s.macs+=cout*ho*wo*k*k*cin//g; s.acts+=cout*ho*wo; s.params+=cout*k*k*cin//g+(cout if bias else 0)
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
    if fc: c.macs+=cin*fc; c.acts+=fc; c.params+=cin*fc+fc
    return feats
for name,wd,g,bl,t in [('resnet50',(64,128,256,512),1,(3,4,6,3),(4.11,11.11,25.56)),('resnext50_32x4d',(128,256,512,1024),32,(3,4,6,3),(4.26,14.4,25.03)),('resnet101',(64,128,256,512),1,(3,4,23,3),(7.83,16.23,44.55))]:
    c=C(); backbone(c,224,224,wd,g,bl)
    print('%s @224: %.2f GMACs, %.2f M acts, %.2f M params (timm %s)'%(name,c.macs/1e9,c.acts/1e6,c.params/1e6,t))
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
    print('  total %.1f GMACs = %.0f GFLOPs, %.1f M acts, %.2f M params'%(c.macs/1e9,2*c.macs/1e9,c.acts/1e6,c.params/1e6))
