"""Batch 351 (held out). A 3D-printer maker's knowledge base: chromadb collection of KB articles and support
tickets, two writers in threads (the KB editor and the support desk each file their own), then the weekly ticket
clear-out and the question's query; the clear-out deletes, by a metadata filter, the closed tickets, and one of
them carried a change to a kit's contents that the KB article hasn't had yet.

App: Vela Printers make the Vela X1 and X1 Plus FDM printers. Their support helper answers from one chroma
collection: KB articles (``kind`` kb, filed by Marta, the KB editor) and support tickets (``kind`` ticket, with
``status``, filed by the support desk). Every Monday the desk deletes the closed tickets (``where`` kind ticket and
status closed), on the rule that anything worth keeping is in a KB article by then; the helper answers from the 4
nearest records.

Planted fault (DeletionError): KB-2210 (rev. 2051-01-12) lists the HK-3 hotend upgrade kit for the X1 / X1 Plus:
heater block rev.3, 24 V 60 W heater cartridge, 100k NTC thermistor (HT-NTC100K), 0.4 mm brass nozzle, PTFE liner
(2 mm ID x 38 mm). Ticket T-88412 (Mar 3, closed) says the parts desk confirms HK-3 kits from batch 2051-02 on ship
with the SS-3 silicone sock (the rev.3 block is bigger, old SS-2 socks don't fit - a fifth of the returns were melted
socks), and the PTFE liner is dropped (the rev.3 heat break is all-metal, don't fit a liner); "KB-2210 needs
updating", ticket closed. The Monday clear-out (Mon 13 Mar 2051) deletes the closed tickets, that one with them.
Question (Tue 14 Mar 2051, Ravi on the desk): "what comes in the HK-3 hotend kit? customer wants the full list before
he orders" -> expected heater block rev.3, 24 V 60 W cartridge, 100k NTC thermistor, 0.4 mm brass nozzle and the
SS-3 silicone sock - no PTFE liner. The assistant gives KB-2210's list (with the PTFE liner, no sock).

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): T-88412 was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided the
list. Asserted: the ticket is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on SS-3, the sock or the liner being dropped); KB-2210's list is in the context.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, fault, finish, setup

setup("b351_chroma_printer_hotend_kit_contents_list_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

TICKET = ("T-88412 Mar 3 - parts desk confirms HK-3 kits from batch 2051-02 onwards ship w/ the SS-3 silicone sock "
          "(rev.3 block is bigger, old SS-2 socks don't fit, ~1 in 5 HK-3 returns were melted socks). PTFE liner "
          "dropped from the kit - rev.3 heat break is all-metal, do NOT fit a liner. KB-2210 needs updating. closing")
RECORDS = {
    "kb": [
        ("KB-2210", {"kind": "kb"},
         "KB-2210 HK-3 hotend upgrade kit, Vela X1 / X1 Plus (rev. 2051-01-12). Contents: heater block rev.3 (alu, "
         "20 x 20 x 11.5 mm), 24 V 60 W heater cartridge, 100k NTC thermistor (HT-NTC100K), 0.4 mm brass nozzle, "
         "PTFE liner (2 mm ID x 38 mm). Tighten the nozzle hot, 285 °C, to 1.5 Nm (±0.2)"),
        ("KB-2211", {"kind": "kb"},
         "KB-2211 Vela X1 fw 2.3 - max hotend temp 300 °C w/ HK-3 fitted (stays 260 °C on the rev.2 block). Run PID "
         "autotune after any heater swap: M303 E0 S250 C8, then M500"),
        ("KB-2150", {"kind": "kb"},
         "KB-2150 X1 Plus spec sheet: build volume 300 x 300 x 350 mm, 24 V PSU 350 W, bed max 110 °C, 1.75 mm "
         "filament, Wi-Fi 2.4 GHz only"),
    ],
    "desk": [
        ("T-88390", {"kind": "ticket", "status": "closed"},
         "T-88390 1 Mar - customer asking if the HK-3 fits the X1 Mini: no, different carriage + 12 V heater. "
         "closed"),
        ("T-88412", {"kind": "ticket", "status": "closed"}, TICKET),
        ("T-88437", {"kind": "ticket", "status": "open"},
         "T-88437 9/3/51 - X1 Plus s/n VXP-02281 bed not reaching 110 °C (tops out ~96 °C), waiting on a photo of "
         "the PSU label, might be the 230 V switch"),
    ],
}

client = chromadb.EphemeralClient()
coll = client.get_or_create_collection("vela-support-kb", embedding_function=offline.chroma_embedding_function())


def file_records(who: str) -> None:
    for rid, meta, text in RECORDS[who]:
        coll.add(ids=[rid], documents=[text], metadatas=[{**meta, "by": who}])


threads = [threading.Thread(target=file_records, args=(who,), name=f"file-{who}") for who in RECORDS]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert coll.count() == 6

question = "what comes in the HK-3 hotend kit? customer wants the full list before he orders"
with turn_span("ticket clear-out Mon 13 Mar 2051"):
    before = coll.query(query_texts=[question], n_results=4)["documents"][0]
    assert TICKET in before, before
    with fault():
        coll.delete(where={"$and": [{"kind": "ticket"}, {"status": "closed"}]})

with turn_span("question Tue 14 Mar 2051"):
    stored = coll.get()["documents"]
    hits = coll.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Tue 14 March 2051. You are talking to Ravi on the Vela Printers support desk."] + hits
    assert TICKET not in stored and not any(w in c.lower() for c in stored + context
                                            for w in ("ss-3", "sock", "dropped")), stored
    assert any("PTFE liner (2 mm ID x 38 mm)" in c for c in context), context
    reply = answer(question, context, mock="The HK-3 kit has the rev.3 heater block, a 24 V 60 W heater cartridge, "
                                           "the 100k NTC thermistor (HT-NTC100K), a 0.4 mm brass nozzle and a PTFE "
                                           "liner (2 mm ID x 38 mm).")
finish(question, expected="rev.3 heater block, 24 V 60 W cartridge, 100k NTC thermistor, 0.4 mm brass nozzle and the "
                          "SS-3 silicone sock - the PTFE liner's no longer in it", actual=reply)
