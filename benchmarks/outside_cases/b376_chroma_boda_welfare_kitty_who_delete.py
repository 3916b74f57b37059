"""Batch 376 (held out). A boda-boda riders' group: chromadb collection of the group's notes, one root span per
note, one for the treasurer's clear-out and one for the question; the clear-out deletes, by a metadata filter, the
contributions notes she has copied into the book, and one of them also carried the new welfare holder.

App: Kwa Njeri Boda Riders (38 riders at the Kwa Njeri stage) keep their group's notes in one chroma collection
with metadata ``kind`` (stage, contributions, loans, welfare, meeting). Achieng (the treasurer) copies the weekly
contributions into the group's book every month end and then deletes the contributions notes with
``collection.delete(where={"kind": "contributions"})``; the helper answers riders from the 4 nearest notes.

Planted fault (DeletionError): the welfare note of 20/02/2026 says Kevo (Kevin Otieno) holds the welfare kitty -
send to him, and he keeps the list of who's been helped. Achieng's contributions note of Sat 14/03/2026 starts with
the week's 200 bob contributions (31 of 38 paid) and says, in the middle, that Kevo ameenda ushago for his dad's
burial and won't be back till April, so welfare sasa ni Brian Kiprono - send to Brian, not Kevo - Kevo has handed
him the book. Achieng's clear-out (Mon 16/03) deletes the contributions notes, that one with them. Question (Wed
18/03/2026, Musa, a rider): "nani anashika welfare pesa sasa? mama ya Baraka amelazwa, tunataka kumchangia" ->
expected Brian Kiprono (Kevo is away at the burial till April). The assistant says Kevo.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): the 14/03 note was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided the
answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context after
it (nothing on Brian, Kiprono or the burial); the welfare note's Kevo is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b376_chroma_boda_welfare_kitty_who_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

WELFARE = ("Sat 14/03/2026 (Achieng) contributions za wiki: 31 kati ya 38 wamelipa 200 bob, total 6,200 🙏 wale 7 "
           "mnajijua. ALSO Kevo ameenda ushago for his dad's burial, atarudi April, so welfare sasa ni Brian Kiprono - "
           "tumeni pesa ya welfare kwa Brian si Kevo, Kevo amempatia kitabu")
NOTES = [
    ("stage", "Musa", "02/02/2026 stage rules: line ya Kwa Njeri ni first come first served, helmets 2 (rider + "
                      "abiria), reflector jacket lazima. no touting kwa matatu stage"),
    ("welfare", "Achieng", "20/02/2026 welfare kitty: Kevo (Kevin Otieno) ndiye anashika, tumeni kwake, yeye ndiye "
                           "ana list ya walisaidiwa. 100 bob kila mtu per month"),
    ("contributions", "Achieng", "Sat 7th contributions 200 bob kila rider kila Sat, 34 wamelipa, total 6,800. "
                                 "paybill 713062 acc ni jina lako"),
    ("loans", "Achieng", "09/03/2026 loans: Otieno bike loan 1,200 every Sat, Wafula 800. hakuna new loans till "
                         "after AGM"),
    ("contributions", "Achieng", WELFARE),
    ("meeting", "Musa", "Mon 16th meeting ni Sat 21st 4pm at the stage, agenda: AGM, new stage chairman, county "
                        "permits"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("kwa-njeri-boda-2026", embedding_function=offline.chroma_embedding_function())
for i, (kind, who, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": who}])
assert notes.count() == len(NOTES)

question = "nani anashika welfare pesa sasa? mama ya Baraka amelazwa, tunataka kumchangia"
with turn_span("clear-out Mon 16/03"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert WELFARE in before, before
    with fault():
        notes.delete(where={"kind": "contributions"})

with turn_span("question Wed 18/03/2026"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Wed 18 March 2026. You are talking to Musa, a rider in Kwa Njeri Boda Riders."] + hits
    assert WELFARE not in stored and not any(w in c.lower() for c in stored + context
                                             for w in ("brian", "kiprono", "burial", "ushago")), stored
    assert any("Kevo (Kevin Otieno) ndiye anashika" in c for c in context), context
    reply = answer(question, context, mock="Ni Kevo (Kevin Otieno) - tumeni pesa ya welfare kwake, ana list ya "
                                           "walisaidiwa.")
finish(question, expected="Brian Kiprono - Kevo ameenda ushago for the burial till April, he handed Brian the book",
       actual=reply)
