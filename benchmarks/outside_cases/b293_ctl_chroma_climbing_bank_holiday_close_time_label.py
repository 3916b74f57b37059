"""Batch 293 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the desk and the manager each file their own notes), then the question's query.

App: Rockhouse, a climbing wall in a converted chapel in Todmorden - roped walls, a bouldering loft, kids'
parties, yoga for climbers. Kez (who runs the desk) and Lou (the manager) file notes into one chroma collection;
the helper answers climbers' questions from the 4 nearest.

Memory: Kez, 2050-08-01T09:00 - summer opening hours, Mon-Fri 10-10, Sat-Sun 9-8; Lou, Tue 16/8 - bank holiday
Monday the 29th we're open but only 10-6, can't get the staff, everyone's at Leeds fest; Kez, 20/8 - route setting
on Thursday nights, the lead wall shuts at 8 those nights; Lou, Weds 24th Aug - yoga for climbers starts in
September, Tuesdays 6pm. Question (Sat 27/8, Dan): "what time are you open till on monday? thinking of coming up
after lunch with the kids" The assistant says 6pm - it's the bank holiday, open 10 till 6. The label says 10pm (10
till 10 on weekdays).
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b293_ctl_chroma_climbing_bank_holiday_close_time_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "kez": [
        "2050-08-01T09:00 summer opening hrs ☀️ mon-fri 10-10, sat + sun 9-8. kids under 14 out by 7 on weekdays",
        "20/8 route setting thurs nights now, lead wall shuts at 8 those nights, bouldering loft still open",
    ],
    "lou": [
        "Tue 16/8 bank hol mon 29th - we're open but only 10-6, can't get the staff, everyone's at Leeds fest 🙄",
        "Weds 24th Aug - yoga for climbers starts sept, tues 6pm in the loft, £8, bring a mat",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("rockhouse-todmorden", embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time are you open till on monday? thinking of coming up after lunch with the kids"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Sat 27 August 2050. You are talking to Dan, a member at Rockhouse climbing wall."] + hits
assert any("mon-fri 10-10" in c for c in context), context
assert any("bank hol mon 29th - we're open but only 10-6" in c for c in context), context
reply = answer(question, context, mock="Till 6 on Monday - it's the bank holiday, so we're only open 10 till 6.")
finish(question, expected="10pm - it's 10 till 10 on weekdays", actual=reply)
