"""Batch 252 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the entries secretary and the chairman each file their own notes), then the question's query.

App: Calder Clarion run their sportive, the Clarion 100, on Sun 21st Sept 2051 from Luddenden Foot - 60k and 100k
routes, feed stations, a cafe stop, medals at the finish. Sue (the entries secretary) and Ian (the chairman) file
notes into one chroma collection; the helper answers questions from the 4 nearest.

Memory: Sue, 2051-04-14T19:00 - entries open, £30 online (£27 BC members), £35 on the day if there's room, online
closes Thurs 18th Sept midnight; Sue, 1/8 - numbers so far; Ian, Weds 6th Aug - the insurers won't cover entries on
the day this year (new policy, the waiver has to be signed online), so no entries on the day, everyone online by the
Thursday, the flyer wants changing; Ian, Sat 16/8 - the flyers at the bike shop still say £35 on the day, Dave's
swapping them. Question (Mon 15/9, Nadia): "how much is it to enter on the day? my brother-in-law might come if it's
dry" The assistant says he can't enter on the day this year (the insurers won't cover it): online by Thursday
midnight, £30 (£27 in BC). The label says £35 on the day.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b252_ctl_chroma_sportive_entry_on_the_day_how_much_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "sue": [
        "2051-04-14T19:00 ENTRIES OPEN 🚴 £30 online (BC members £27), £35 on the day if there's room. online closes "
        "thurs 18th sept midnight",
        "1/8 numbers - 100k 176, 60k 88. medals ordered (300)",
    ],
    "ian": [
        "Weds 6th Aug - insurers won't cover entries on the day this yr (new policy, waiver has to be signed online) "
        "so NO entries on the day, everyone online by the thurs. need to change the flyer",
        "Sat 16/8 the flyers at the bike shop still say £35 on the day 🙈 Dave's swapping them for the new ones",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("calder-clarion-100-2051",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much is it to enter on the day? my brother-in-law might come if it's dry"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Mon 15 September 2051. You are talking to Nadia, a member of Calder Clarion (the Clarion 100 "
           "sportive is Sun 21 Sept)."] + hits
assert any("£35 on the day if there's room" in c for c in context), context
assert any("so NO entries on the day" in c for c in context), context
reply = answer(question, context, mock="He can't enter on the day this year - the insurers won't cover it. He'd need "
                                       "to enter online by Thursday midnight: £30, or £27 if he's a BC member.")
finish(question, expected="£35 on the day", actual=reply)
