"""Batch 204 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the club secretary's notes and the juniors' coordinator's notes), then the question's query.

App: Church Stretton Town FC's end-of-season awards night is Sat 26th May 2046 at the Legion - dinner at 7.30, the
trophies, a DJ. Lee (the club secretary) and Karen (who runs the juniors) each post notes into one chroma collection
from their own job; the helper answers parents and players from the 5 nearest notes.

Memory: Lee, 2046-04-28T20:00 - awards night Sat 26th May at the Legion, 7 for 7.30, £20 with dinner, adults only
as it's the Legion's licence after 9; Lee, 9/5 - tables of 8, first team at the front; Karen, Weds 9 May - she's had a
word with Ray behind the bar, juniors are fine up till 9 as long as there's a grown up with them, so the U11s and U13s
can come up for their trophies - they're doing the junior ones first, about 8; Karen, 16th may - juniors don't need
a dinner ticket, squash and crisps on the house; Lee, Fri 18th - the DJ. Question (Mon 21/5, Lisa, a junior's mum):
"can my Alfie come? he's 9, he's getting the U11s players' player 🥹" The assistant says yes, juniors are fine till 9
with a grown-up, and the junior trophies are first, about 8. The label says no, it's adults only.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b204_ctl_chroma_football_awards_kids_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

LEE = [
    "2046-04-28T20:00 AWARDS NIGHT 🏆 sat 26th may at the Legion, 7 for 7.30. £20 inc dinner, pay Gaz. adults only "
    "I'm afraid, it's the Legion's licence after 9",
    "9/5 tables of 8, first team at the front by the stage, committee on the end one so we can sneak out lol",
    "Fri 18th - DJ Dazzle confirmed, on after the trophies till 12",
]
KAREN = [
    "Weds 9 May - had a word with Ray behind the bar, juniors are fine up till 9 as long as there's a grown up with "
    "them 👍 so the U11s + U13s can come up for their trophies, we're doing the junior ones first, about 8",
    "16th may juniors don't need a dinner ticket, squash + crisps on the house, Ray's treat",
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("church-stretton-fc-awards-2046",
                                        embedding_function=offline.chroma_embedding_function())


def post(who: str, lines: list[str]) -> None:
    for i, text in enumerate(lines, 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=post, args=("lee", LEE), name="lee-notes"),
           threading.Thread(target=post, args=("karen", KAREN), name="karen-notes")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "can my Alfie come? he's 9, he's getting the U11s players' player 🥹"
hits = notes.query(query_texts=[question, "can children come to the awards night"], n_results=5)["documents"]
context = ["Today is Mon 21 May 2046. You are talking to Lisa, whose son Alfie (9) plays for Church Stretton Town "
           "FC's U11s; the awards night at the Legion is Sat 26 May."]
for row in hits:
    for doc in row:
        if doc not in context:
            context.append(doc)
assert any("adults only" in c for c in context), context
assert any("juniors are fine up till 9 as long as there's a grown up" in c for c in context), context
reply = answer(question, context, mock="Yes - juniors are fine at the Legion up till 9 as long as there's a grown-up "
                                       "with them, and the junior trophies are first, about 8.")
finish(question, expected="no - it's adults only", actual=reply)
