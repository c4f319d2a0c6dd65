#pragma once

// The entry points of the fuzz targets (tests/fuzz/fuzzer.cpp, built with libFuzzer by
// `./setup.sh fuzz`) and of the replay test (tst_fuzz_replay, the normal build): one function per
// reader of untrusted files, fed the file's bytes. Each goes as far as an application would with
// what it read (a plan is evaluated, costed and exported; quotes are compared) and aborts when an
// oracle fails: a message longer than kMaxMessage characters (a user value echoed unbounded).
#include <QByteArray>

namespace gpuplanner::fuzz {

constexpr qsizetype kMaxMessage = 2000;

void planFile(const QByteArray &data);   // a .gpuplan plan or a bare workload, as `check`/`export` read it
void quoteCsv(const QByteArray &data);   // a vendor's CSV table of quotes
void quoteXlsx(const QByteArray &data);  // a filled-in request-for-quote workbook
void quoteJson(const QByteArray &data);  // quotes as JSON
void catalogJson(const QByteArray &data); // a catalog file (user rows, price lists)
void reportArchive(const QByteArray &data); // an acceptance report (.tar.gz or .tar), verified against a plan
void smiText(const QByteArray &data);      // nvidia-smi -q as a report's nvidia-smi-q.txt
void monitorLog(const QByteArray &data);   // a monitoring log (nvidia-smi --query-gpu CSV) and its advice
void priceList(const QByteArray &data);    // a team's price list: XLSX when it starts as a zip, else CSV

// The entry point for a target name ("plan", "quote_csv", "quote_xlsx", "quote_json", "catalog",
// "report", "smi", "monitor_log", "price_list"); null for an unknown name.
using EntryPoint = void (*)(const QByteArray &);
EntryPoint entryPoint(const char *target);

} // namespace gpuplanner::fuzz
