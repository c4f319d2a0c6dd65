// The columns a vendor's quote may have, with the English and Chinese headers people use for them.
#include "planner/quotes/quotefields.h"

#include <QRegularExpression>

namespace gpuplanner::quotes {

namespace {

QuoteField field(const char *id, FieldType type, std::initializer_list<const char *> synonyms)
{
    QStringList names;
    for (const char *s : synonyms)
        names << QString::fromUtf8(s);
    return makeField(QString::fromLatin1(id), type, names);
}

} // namespace

QuoteField makeField(const QString &id, FieldType type, const QStringList &synonyms)
{
    QuoteField f;
    f.id = id;
    f.type = type;
    f.synonyms << normalizeHeader(f.id);
    for (const QString &s : synonyms)
        if (const QString n = normalizeHeader(s);
            !n.isEmpty()) // "#" folds to nothing: it would name every blank header
            f.synonyms << n;
    return f;
}

const std::vector<QuoteField> &quoteFields()
{
    static const std::vector<QuoteField> fields{
        field("vendor", FieldType::Text,
              {"vendor",   "supplier",   "provider", "company", "vendor name", "供应商", "厂商",
               "服务商",   "供应商名称", "公司",     "云厂商",  "报价单位",    "报价方", "报价公司",
               "供货方",   "供货单位",   "供货商",   "乙方",    "卖方",        "投标人", "投标单位",
               "公司名称", "厂家",       "seller",   "bidder",  "quoted by"}),
        field("offering", FieldType::Text,
              {"offering",     "product",  "instance",   "instance type", "machine type", "sku",
               "产品",         "实例",     "实例类型",   "规格",          "机型",         "套餐",
               "型号",         "产品型号", "产品名称",   "产品名",        "node type",    "server type",
               "server model", "节点类型", "服务器型号", "整机型号",      "配置名称",     "实例规格",
               "产品规格",     "配置",     "服务器配置", "配置类型",      "model"}),
        field("plan", FieldType::Text, {"plan", "plan name", "方案", "规划", "方案名称"}),
        field("currency", FieldType::Currency, {"currency", "币种", "货币"}),
        field("item_id", FieldType::Text,
              {"item id", "item", "id", "requirement id", "项目编号", "编号", "序号", "no"}),
        field("dimension", FieldType::Text, {"dimension", "维度"}),
        field("requirement", FieldType::Text, {"requirement", "requirements", "需求", "要求"}),
        field("minimum", FieldType::Text, {"minimum", "min", "最低", "最低配置"}),
        field("recommended", FieldType::Text, {"recommended", "推荐", "推荐配置"}),
        field("unit", FieldType::Text, {"unit", "单位"}),
        field("offered", FieldType::Text,
              {"offered", "offered part", "offer", "offered configuration", "提供的配置", "报价配置",
               "提供配置"}),
        field("offered_value", FieldType::Text, {"offered value", "value", "提供的数值", "数值"}),
        field("gpu_model", FieldType::Text,
              {"gpu", "gpu model", "gpu type", "accelerator", "card", "GPU型号", "显卡", "显卡型号", "加速卡",
               "GPU类型", "GPU配置", "显卡配置", "加速卡配置", "gpu config", "gpu configuration"}),
        field("gpu_count", FieldType::Number,
              {"gpus",         "gpu count",    "number of gpus", "cards",           "GPU数量",
               "卡数",         "显卡数量",     "GPU卡数",        "GPU卡数量",       "显卡数",
               "gpu quantity", "gpu qty",      "gpus per node",  "gpus per server", "gpus per machine",
               "gpu per node", "total gpus",   "每台卡数",       "单机卡数",        "每台GPU数",
               "单机GPU数",    "每节点GPU数",  "GPU总数",        "总卡数",          "卡总数",
               "卡数/台",      "卡/台",        "GPU数/台",       "gpus/node",       "gpus/server",
               "gpu/node",     "gpus per host"}),
        // The machines of an offer (quotemachines.cpp): the count column is per machine beside it.
        field("machines", FieldType::Number,
              {"nodes", "node count", "number of nodes", "servers", "number of servers", "server count",
               "machines", "number of machines", "machine count", "hosts", "number of hosts", "台数",
               "节点数", "节点数量", "服务器数量", "服务器台数", "机器数量", "机器台数", "主机数量"}),
        field("gpu_memory_gb", FieldType::Number,
              {"gpu memory", "vram", "gpu memory gb", "显存", "单卡显存", "显存容量"}),
        field("gpu_interconnect", FieldType::Text,
              {"interconnect", "gpu interconnect", "nvlink", "gpu link", "卡间互联", "互联"}),
        field("cpu_model", FieldType::Text, {"cpu", "cpu model", "processor", "CPU型号", "处理器"}),
        field("cpu_cores", FieldType::Number,
              {"cpu cores", "cores", "core count", "physical cores", "CPU核数", "核心数", "物理核心",
               "CPU核心数", "物理核数"}),
        field("cpu_vcpus", FieldType::Number, {"vcpus", "vcpu", "threads", "vCPU数", "线程数"}),
        field("cpu_pcie_lanes", FieldType::Number, {"pcie lanes", "PCIe通道", "PCIe通道数"}),
        field("ram_gb", FieldType::Number,
              {"ram", "memory", "ram gb", "host memory", "system memory", "内存", "内存容量"}),
        field("system_disk_gb", FieldType::Number, {"system disk", "os disk", "boot disk", "系统盘"}),
        field("data_disk_gb", FieldType::Number,
              {"data disk", "storage", "disk", "data disk capacity", "数据盘", "存储", "数据盘容量", "硬盘",
               "硬盘容量", "磁盘", "本地盘"}),
        field("data_disk_type", FieldType::Text,
              {"disk type", "storage type", "data disk type", "磁盘类型", "存储类型", "数据盘类型"}),
        field("data_disk_read_mbps", FieldType::Number,
              {"read mbps", "disk read", "sequential read", "read speed", "data disk sequential read",
               "读取速度", "顺序读", "读带宽", "顺序读取"}),
        field("public_mbps", FieldType::Number,
              {"bandwidth", "public bandwidth", "network", "公网带宽", "带宽"}),
        field("cluster_gbps", FieldType::Number,
              {"cluster network",
               "cluster bandwidth",
               "cluster network bandwidth",
               "inter-node bandwidth",
               "inter-node network",
               "node-to-node bandwidth",
               "scale-out network",
               "scale-out bandwidth",
               "east-west bandwidth",
               "backend network",
               "compute network",
               "roce",
               "集群带宽",
               "节点间网络",
               "参数面网络",
               "参数面带宽",
               "东西向带宽",
               "bandwidth between nodes",
               "rdma",
               "infiniband",
               "集群网络",
               "节点间带宽",
               "内网",
               "内网带宽",
               "私网带宽",
               "节点互联",
               "nic",
               "nics",
               "network card",
               "network adapter",
               "网卡",
               "网卡配置",
               "RDMA网卡",
               "IB网卡",
               "计算网络",
               "计算网卡"}),
        field("driver_version", FieldType::Text,
              {"driver", "driver version", "gpu driver version", "cuda", "驱动", "驱动版本", "CUDA版本"}),
        field("os_image", FieldType::Text,
              {"os", "operating system", "image", "operating system and base image", "操作系统", "系统镜像"}),
        field("container_images", FieldType::Flag,
              {"containers", "docker", "container images", "custom container images", "容器", "镜像管理",
               "自定义镜像"}),
        field("scheduler", FieldType::Flag,
              {"scheduler", "quota", "job scheduler", "调度", "配额", "作业调度"}),
        field("monitoring", FieldType::Flag, {"monitoring", "monitoring and alerts", "监控", "监控告警"}),
        field("backup", FieldType::Flag, {"backup", "backup to independent storage", "备份"}),
        field("access_audit", FieldType::Flag,
              {"access control", "audit", "access control and audit logs", "访问控制", "审计", "日志审计"}),
        field("autoscaling", FieldType::Flag, {"autoscaling", "elastic", "弹性伸缩", "自动伸缩"}),
        // Prices: the unit in a header ("单价（元/月）", "price per GPU-hour") chooses the period and basis
        // (fieldForHeader); a price_unit column chooses them per row; the generic "price" needs one of them.
        field("price", FieldType::Money,
              {"price",         "unit price", "cost",      "单价",      "价格",
               "报价",          "费用",       "租金",      "金额",      "含税单价",
               "含税价格",      "租赁价格",   "on-demand", "on demand", "on-demand price",
               "pay as you go", "payg",       "按量付费",  "按量计费",  "按需付费",
               "按需",          "按量"}),
        // A rate under a one-year commitment, whatever period it is billed in ("Reserved 1 year:
        // $2.10/GPU/hr", "1年预留（元/月）"): priced per year (quoteunits.cpp, settlePrices).
        field("price_reserved_year", FieldType::Money,
              {"reserved 1 year",
               "1 year reserved",
               "1-year reserved",
               "1-yr reserved",
               "1yr reserved",
               "reserved 1yr",
               "1 year commitment",
               "1 year",
               "1-year",
               "1yr",
               "1 yr",
               "1年",
               "一年",
               "1-year commitment",
               "1-year term",
               "1年预留",
               "预留1年",
               "一年预留",
               "预留一年",
               "1年期",
               "一年期"}),
        field("price_reserved_3year", FieldType::Money,
              {"reserved 3 years",
               "3 years reserved",
               "3-year reserved",
               "3-yr reserved",
               "3yr reserved",
               "reserved 3yr",
               "3 year commitment",
               "3 year",
               "3 years",
               "3-year",
               "3yr",
               "3 yr",
               "3年",
               "三年",
               "3-year commitment",
               "3-year term",
               "3年预留",
               "预留3年",
               "三年预留",
               "预留三年",
               "3年期",
               "三年期"}),
        field("price_per_three_years", FieldType::Money,
              {"price for 3 years", "price per 3 years", "3-year total", "3 year total", "three-year price",
               "三年总价", "三年价格", "3年总价"}),
        field("price_unit", FieldType::Text,
              {"price unit", "billing unit", "pricing unit", "billing period", "billing cycle", "period",
               "计价单位", "计费单位", "价格单位", "单价单位", "计费周期", "付费周期", "结算周期", "周期"}),
        field("price_per_hour", FieldType::Money,
              {"price per hour", "hourly", "hourly price", "per hour", "$/h", "每小时价格", "小时价",
               "按小时", "时价", "小时租金", "时租"}),
        field("price_per_day", FieldType::Money,
              {"price per day", "daily", "daily price", "per day", "每天价格", "日价", "按天", "按日",
               "日租金"}),
        field("price_per_month", FieldType::Money,
              {"price per month", "monthly", "monthly price", "per month", "每月价格", "月价", "包月", "按月",
               "月租金", "月租", "月费", "每月租金"}),
        field("price_per_year", FieldType::Money,
              {"price per year", "yearly", "annual", "yearly price", "per year", "每年价格", "年价", "包年",
               "按年", "年租金", "年费"}),
        field("price_per_gpu_hour", FieldType::Money,
              {"price per gpu hour", "price per gpu-hour", "per gpu-hour", "gpu hourly price",
               "每卡每小时价格", "卡时价", "单卡小时价"}),
        field("price_per_gpu_day", FieldType::Money,
              {"price per gpu day", "per gpu-day", "每卡每天价格", "单卡日价"}),
        field("price_per_gpu_month", FieldType::Money,
              {"price per gpu month", "per gpu-month", "每卡每月价格", "单卡月价"}),
        field("price_per_gpu_year", FieldType::Money,
              {"price per gpu year", "per gpu-year", "每卡每年价格", "单卡年价"}),
        // A hardware vendor's price to buy the offered machine, once; a unit without a rental period that
        // names a purchase ("万元", "元/台", "one-off") reads a generic price column as this too.
        field("price_per_purchase", FieldType::Money,
              {"purchase price", "one-off price", "one-time price", "capex", "price to buy", "采购价",
               "采购价格", "采购单价", "购买价格", "购置价", "购置价格", "整机价格", "整机单价", "设备单价",
               "售价", "销售价", "销售单价", "一次性价格", "买断价"}),
        field("price_per_gpu_purchase", FieldType::Money,
              {"purchase price per gpu", "per gpu purchase", "单卡采购价", "每卡采购价"}),
        field("billing_rules", FieldType::Text,
              {"billing", "billing rules", "payment terms", "计费", "计费规则", "计费方式", "付费方式",
               "计费模式", "租用方式", "租赁方式", "结算方式"}),
        field("traffic_pricing", FieldType::Text,
              {"traffic", "traffic pricing", "egress", "流量计费", "流量价格"}),
        field("support_sla", FieldType::Text,
              {"support", "sla", "support and sla", "技术支持", "服务支持", "支持与SLA"}),
        field("delivery_time", FieldType::Text,
              {"delivery", "delivery time", "lead time", "交付时间", "交付周期", "交付", "交期", "供货周期",
               "到货时间"}),
        field("notes", FieldType::Text, {"notes", "remarks", "comment", "comments", "备注", "说明"}),
        // A bare quantity ("数量", "Qty"): GPUs or machines, settled row by row (quotewide.cpp). Last, so
        // that a longer name ("gpu count", "machine count") wins a header that holds both.
        field("quantity", FieldType::Number,
              {"quantity", "qty", "count", "数量", "数目", "租用数量", "采购数量", "订购数量"}),
    };
    return fields;
}

const QuoteField *quoteField(const QString &id)
{
    for (const QuoteField &f : quoteFields())
        if (f.id == id)
            return &f;
    return nullptr;
}

QStringList quoteFieldIds()
{
    QStringList ids;
    for (const QuoteField &f : quoteFields())
        ids << f.id;
    return ids;
}

QString normalizeHeader(const QString &header)
{
    QString s = header.toLower();
    static const QRegularExpression units(QStringLiteral("[(（\\[【][^)）\\]】]*[)）\\]】]"));
    const QString withoutUnits = QString(s).remove(units);
    if (!withoutUnits.trimmed().isEmpty())
        s = withoutUnits;
    static const QRegularExpression noise(QStringLiteral("[\\s_\\-.:：,，;；·'\"*#]"));
    s.remove(noise);
    return s;
}

} // namespace gpuplanner::quotes
