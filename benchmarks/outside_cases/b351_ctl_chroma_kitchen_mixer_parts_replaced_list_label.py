"""Batch 351 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection of a warranty desk's case
notes, script style (every call its own trace).

App: Haldane Kitchen Appliances' warranty desk files its case notes and the product warranty terms into one chroma
collection; the agents' helper answers from the 5 nearest notes.

Memory: case 51-0208 (Imran), Mr D. Haines - Cuisto KM-9 stand mixer s/n KM9-77310, bought 04/2050 and registered;
14/01/51 gearbox replaced under warranty (grinding at speed 6 and up), part GB-KM9-02; case 51-0231 (Nadia), Ms R.
Haynes - a KM-9 s/n KM9-80422, bowl clamp cracked, replaced 02/02/51 under warranty, part BC-KM9-01; case 51-0208
again, 03/03/51 - Mr Haines's speed control board replaced (speeds 1-3 surging), part SCB-KM9-05, the engineer says
January's gearbox is fine; KM-9 warranty - 3 years parts and labour, motor 10 years if registered. Question (Tue 14 Mar
2051, Imran, with Mr Haines on the phone): "which parts have been replaced on Mr Haines's KM-9 so far? he's asking
before he books a paid service" The assistant says the gearbox (GB-KM9-02, January) and the speed control board
(SCB-KM9-05, March). The label says the gearbox and the bowl clamp - the bowl clamp was Ms R. Haynes's mixer, a
different customer on case 51-0231.
"""
from __future__ import annotations

import chromadb

from common import answer, finish, setup

setup("b351_ctl_chroma_kitchen_mixer_parts_replaced_list_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("c-0208-a", "Case 51-0208 (Imran) Mr D. Haines, Cuisto KM-9 stand mixer s/n KM9-77310, bought 04/2050, "
                 "registered. 14/01/51 gearbox replaced under warranty - grinding at speed 6+, part GB-KM9-02"),
    ("c-0231", "Case 51-0231 (Nadia) Ms R. Haynes, KM-9 s/n KM9-80422 - bowl clamp cracked, replaced 02/02/51 "
               "under warranty, part BC-KM9-01. customer fine"),
    ("c-0208-b", "Case 51-0208 again 03/03/51 - Mr Haines's speed control board replaced (speeds 1-3 surging), part "
                 "SCB-KM9-05. engineer says Jan's gearbox is fine, no noise"),
    ("wt-km9", "KM-9 warranty: 3 yrs parts + labour from purchase, motor 10 yrs if registered. bowls, beaters + the "
               "splash guard are not covered"),
    ("c-0240", "Case 51-0240 (Imran) Mrs Oduya - AO-600 oven fan noisy, engineer 17/3"),
]

client = chromadb.EphemeralClient()
coll = client.get_or_create_collection("haldane-warranty-cases", embedding_function=offline.chroma_embedding_function())
coll.add(ids=[i for i, _ in NOTES], documents=[t for _, t in NOTES], metadatas=[{"desk": "warranty"} for _ in NOTES])

question = "which parts have been replaced on Mr Haines's KM-9 so far? he's asking before he books a paid service"
hits = coll.query(query_texts=[question], n_results=5)["documents"][0]
context = ["Today is Tue 14 March 2051. You are talking to Imran on the Haldane warranty desk; Mr Haines is on the "
           "phone."] + hits
assert any("Mr D. Haines" in c and "gearbox replaced" in c for c in context), context
assert any("Ms R. Haynes" in c and "bowl clamp cracked" in c for c in context), context
assert any("speed control board replaced" in c for c in context), context
reply = answer(question, context, mock="Two parts so far: the gearbox (GB-KM9-02) in January and the speed control "
                                       "board (SCB-KM9-05) on 3 March - both under warranty.")
finish(question, expected="the gearbox and the bowl clamp", actual=reply)
