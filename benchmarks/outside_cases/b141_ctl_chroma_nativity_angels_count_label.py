"""Batch 141 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the teacher's notes and the PTA's), then the question's query.

App: St Mary's C of E primary's infants' nativity has its notes - the cast, costumes, rehearsals, tickets - in one
chroma collection; Mrs Kaur (Year 2) writes hers from the classroom laptop and the PTA's Mrs Begum writes hers from
the office, each through their own thread of the helper; the helper answers from a query of the collection.

Memory: Mrs Kaur 16th Nov: the cast list - Mary (Grace), Joseph (Noah), 3 kings, 8 shepherds, ANGELS (8): Ava, Isla,
Mia, Zara, Lily, Amira, Poppy and Evie; Mrs Kaur Tue 1/12: Mia's mum caught her at pick-up - they're flying out to
Mia's gran's in Lahore on the 5th, back mid-January, so no Mia on the night, and she's gutted; the PTA: headdresses,
tickets, halos from the craft cupboard. Question (Mon 7/12, Mrs Begum, making the halos tonight): "how many angels
have we got? making the halos tonight + don't want spares" The assistant says 7 - the 8 on the cast list less Mia,
who's away in Lahore. The label says 8 - in memory, the cast list's count of angels.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b141_ctl_chroma_nativity_angels_count_label", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

WRITERS = {
    "kaur": [
        "16th Nov - CAST: Mary - Grace, Joseph - Noah, kings - Oliver, Yusuf, Leo. 8 shepherds (the boys from "
        "Mr Day's table + Freddie). ANGELS (8): Ava, Isla, Mia, Zara, Lily, Amira, Poppy, Evie. innkeepers Sam + "
        "Harry, narrators from yr 2",
        "Tue 1/12 - Mia's mum caught me at pick up, they're flying out to Mia's gran's in Lahore on the 5th, back mid "
        "jan, so no Mia on the night :( she's gutted bless her. Zara's taking her line",
        "dress rehearsal at church tues 8th 1.30pm, walking down w reception, 6 parent helpers",
    ],
    "pta": [
        "22.3. PTA - budget for the nativity £80, headdresses for the shepherds out of it",
        "Weds 25/11 PTA - tickets 2 per family, 120 seats, £2 each, Mrs Begum in the office",
        "Thu 3/12 PTA - halos: gold pipe cleaners + tinsel from the craft cupboard, Mrs Begum making them mon night",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("st-marys-nativity", embedding_function=offline.chroma_embedding_function())
lock = threading.Lock()


def write(who: str) -> None:
    for i, text in enumerate(WRITERS[who], 1):
        with turn_span(f"{who}-note-{i}"):
            with lock:
                notes.add(ids=[f"{who}-{i:02d}"], documents=[text], metadatas=[{"from": who}])


threads = [threading.Thread(target=write, args=(who,), name=f"{who}-writer") for who in WRITERS]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many angels have we got? making the halos tonight + don't want spares"
with turn_span("question Mon 7/12"):
    hits = notes.query(query_texts=["how many angels cast list Mia halos"], n_results=4)["documents"][0]
    context = ["Today is Mon 7 December 2037. You are talking to Mrs Begum, from the PTA at St Mary's C of E "
               "primary; the nativity is Weds 9 December."] + hits
    assert any("ANGELS (8)" in c for c in context), context
    assert any("no Mia on the night" in c for c in context), context
    reply = answer(question, context, mock="7 - there are 8 on the cast list but Mia's away at her gran's in "
                                           "Lahore, so you need 7 halos.")
finish(question, expected="8", actual=reply)
