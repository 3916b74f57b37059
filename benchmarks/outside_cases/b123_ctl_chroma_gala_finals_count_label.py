"""Batch 123 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads,
then a query.

App: on gala day (sat 16th May, Bingley pool) the Shipley Seals' team manager Nicola and coach Darren both post
updates from their phones into the club's chroma collection; the club chair asks the helper between sessions.

Memory: Nicola, after the heats: through to this afternoon's finals - Lily (25 back), Grace (25 fly), Sophie (50
free), Ellie (25 breast) and Mia (25 free), "that's 5 of ours, best we've ever done"; Darren: Mia's been sick in
the changing rooms (think it was the hot dog), her mum's taken her home, she won't be back for this aft; Darren:
Oscar 4th in his heat, just missed the u8 back final by 0.3; Nicola: relay 2.45 with Ellie in for Ava, tuck shop
£86 by dinner. Question (1.30pm, Rob, club chair, for the announcement): "how many of ours are swimming in finals
this aft?" The assistant says 4. The label says 5 - in memory, the count after the heats, before Mia went home.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b123_ctl_chroma_gala_finals_count_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NICOLA = [
    "11.40 heats done!! through to this aft's finals: Lily (25 back), Grace (25 fly), Sophie (50 free), Ellie (25 "
    "breast), Mia (25 free) - that's 5 of ours, best we've ever done",
    "relay 2.45, Ellie in for Ava on breast. tuck shop £86 by dinner, Sam's mum says we're out of crisps",
]
DARREN = [
    "Oscar 4th in his heat, just missed the u8 back final by 0.3 - told him he swam a pb so chuffed anyway",
    "Mia's been sick in the changing rooms, think it was the hot dog :( her mum's taken her home, she won't be back "
    "for this aft. poor kid",
]

client = chromadb.EphemeralClient()
log = client.get_or_create_collection("seals-gala-day", embedding_function=offline.chroma_embedding_function())


def post(who: str, lines: list[str]) -> None:
    for i, text in enumerate(lines, 1):
        log.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"from": who}])


threads = [threading.Thread(target=post, args=("nicola", NICOLA), name="nicola-phone"),
           threading.Thread(target=post, args=("darren", DARREN), name="darren-phone")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many of ours are swimming in finals this aft? for the announcement"
hits = log.query(query_texts=["how many swimming in the finals this aft"], n_results=4)["documents"][0]
context = ["Today is Sat 16 May 2037, 1.30pm, gala day. You are talking to Rob, Shipley Seals' chair."] + hits
assert any("that's 5 of ours" in c for c in context), context
assert any("Mia's been sick" in c and "won't be back" in c for c in context), context
reply = answer(question, context, mock="4 - Lily, Grace, Sophie and Ellie. Mia got through too but she's gone home "
                                       "poorly.")
finish(question, expected="5", actual=reply)
