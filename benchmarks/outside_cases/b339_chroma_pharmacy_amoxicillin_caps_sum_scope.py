"""Batch 339 (held out). A community pharmacy's dispensing log: chromadb collection of log entries, script style
(every call its own trace); for a supply question the helper asks only the Rx-received and dispensing entries, and
the entry recording the owing supplied was logged with the wholesaler delivery.

App: Brook Lane Pharmacy log every step of a prescription in one chroma collection with metadata ``entry``
(rx_in, dispense, counsel, stock, cd): the Rx received, what was dispensed, counselling, deliveries and owings, the
CD register checks. For a "how many has the patient had" question the helper asks only the rx_in and dispense
entries (``where={"entry": {"$in": ["rx_in", "dispense"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Rx# 4471 (OSEI, Kwame; amoxicillin 500 mg caps, 1 cap PO
tds x 7 d, qty 21) was received 2026-03-02 10:05; the dispense entry of 10:32 has 15 caps supplied (only 15 in
stock), OWING 6. The stock entry of 2026-03-03 09:10 logs the AAH delivery (3 totes, fridge temps) and, in the
middle, "OWINGS cleared: Rx# 4471 OSEI 6 caps supplied 12:40 (coll. by wife)". Question (2026-03-04, the counter
assistant: Mr Osei rang saying he has run out): "how many amoxicillin caps has Mr Osei had in total on Rx# 4471?"
-> expected 21 (15 + the 6 owing supplied 2026-03-03: a sum of two logged values). The scoped query returns the Rx
and the dispense entries; the assistant says 15, with 6 still owing.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the 2026-03-03 stock entry
is in the collection and the question's nearest entry with no filter, but the entry filter kept it from the context
the model saw. Asserted: the entry is in the unfiltered 3 nearest and not in the filtered result; no context
line has "OWINGS cleared" or "6 caps supplied"; the qty 21 and the 15 dispensed / OWING 6 are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b339_chroma_pharmacy_amoxicillin_caps_sum_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

OWING = ("2026-03-03 09:10; STOCK; AAH delivery in, totes x3, inv# AAH-558190 checked (JT); amoxicillin 500 mg caps "
         "100 recd; OWINGS cleared: Rx# 4471 OSEI 6 caps supplied 12:40 (coll. by wife), Rx# 4466 HUSSAIN "
         "lansoprazole 30 mg x28 posted; fridge 4.1/6.8 C OK")
ENTRIES = [
    ("rx_in", "2026-03-02 10:05; RX IN; Rx# 4471; pt: OSEI, Kwame; DOB 1978-09-30; EPS R2; amoxicillin 500 mg caps; "
              "1 cap PO tds x 7 d; qty 21; prescriber Dr R. Lindqvist (Brook Lane MC); exempt: N (paid GBP 9.90)"),
    ("dispense", "2026-03-02 10:32; DISPENSE; Rx# 4471; amoxicillin 500 mg caps x15 supplied (only 15 in stock); "
                 "OWING 6 - owing slip given; label: 1 cap three times a day until finished; acc chk SP; coll. pt 11:05"),
    ("counsel", "2026-03-02 11:05; COUNSEL; Rx# 4471; complete the course, space doses evenly, w/ or w/o food; pen "
                "allergy checked - NKDA; pt asked re alcohol - ok in moderation"),
    ("stock", OWING),
    ("dispense", "2026-03-03 15:10; DISPENSE; Rx# 4486; pt: NOWAK, Ewa (child, 4 y); amoxicillin 250 mg/5 mL susp "
                 "100 mL; 5 mL PO tds x 5 d; reconstituted 15:05, fridge, discard after 7 d; coll. mother"),
    ("cd", "2026-03-03 17:45; CD REG; running balance chk: morphine sulf 10 mg/5 mL oral soln 300 mL = 300 mL "
           "(actual) OK; signed SP + JT"),
]

client = chromadb.EphemeralClient()
log = client.get_or_create_collection("brook-lane-dispensing-log",
                                      embedding_function=offline.chroma_embedding_function())
for i, (entry, text) in enumerate(ENTRIES, 1):
    log.add(ids=[f"log-{i}"], documents=[text], metadatas=[{"entry": entry, "branch": "brook-lane"}])

question = "how many amoxicillin caps has Mr Osei had in total on Rx# 4471? he's rung saying he's run out already"
wider = log.query(query_texts=[question], n_results=3)["documents"][0]
assert OWING in wider, wider
with fault():
    found = log.query(query_texts=[question], n_results=3, where={"entry": {"$in": ["rx_in", "dispense"]}})
hits = found["documents"][0]
context = ["Today is Wed 2026-03-04. You are talking to the counter assistant at Brook Lane Pharmacy."] + hits
assert OWING not in hits and not any(w in c for c in context for w in ("OWINGS cleared", "6 caps supplied")), context
assert any("qty 21" in c for c in context), context
assert any("x15 supplied" in c and "OWING 6" in c for c in context), context
reply = answer(question, context, mock="15 caps so far - 6 are still owing on Rx# 4471, so he should have 6 more to "
                                       "come.")
finish(question, expected="21 caps - 15 on 2026-03-02 plus the 6 owing supplied 2026-03-03 (the full course)",
       actual=reply)
