"""Batch 220 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection of notes, script style
(every call its own trace).

App: Ludlow RFC hold a quiz night on Fri 19th March 2049 in the clubhouse - Bev's chilli, eight rounds, a £50 bar
tab for the winners. The social committee's notes go into one chroma collection (metadata ``by``); the helper
answers members from the nearest notes.

Memory: 2049-02-01T20:00 Gaz - quiz night Fri 19th March, clubhouse, 7.30 start, Bev's chilli at half time; Sun 7
Mar Dai - heads up, Wales are on the telly that Friday, 7.15 kick off, we'll never get them off the big screen, can
we push back to 9?; Tue 9th Gaz - checked, that's the U20s not the seniors, it's on S4C and nobody'll watch it, but
Bev's on lates at the hospital that week and can't get here with the chilli till gone 8, so half 8 (not 9) and
chilli at the end instead; Weds 10 Mar Lyn - 13 teams in, raffle prizes. Question (Weds 17/3, Sian): "why's the quiz
starting later this time? people are asking" The assistant says Bev's on late shifts at the hospital that week and
can't get there with the chilli till after 8 (the Wales game on the telly is only the U20s on S4C). The label says
because of the Wales game on the telly.
"""
from __future__ import annotations

import chromadb

from common import answer, finish, setup

setup("b220_ctl_chroma_rugby_quiz_later_why_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("gaz", "2049-02-01T20:00 quiz night fri 19th march 🏉 clubhouse, 7.30 start. Bev's chilli at half time, 8 rounds, "
            "£50 bar tab for the winners"),
    ("dai", "Sun 7 Mar heads up - Wales are on the telly that fri, 7.15 ko, we'll never get them off the big screen 😂 "
            "can we push back to 9?"),
    ("gaz", "Tue 9th checked + that's the u20s not the seniors lol, it's on S4C, nobody'll watch it. BUT Bev's on "
            "lates at the hospital that wk + can't get here w/ the chilli till gone 8, so we'll go at half 8 not 9, "
            "+ chilli at the end instead"),
    ("lyn", "Weds 10 Mar 13 teams in 👍 raffle prizes - a signed Ospreys shirt + a hamper from the Co-op"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("ludlow-rfc-quiz-2049", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"note-{i}" for i in range(1, len(NOTES) + 1)], documents=[t for _, t in NOTES],
          metadatas=[{"by": who} for who, _ in NOTES])

question = "why's the quiz starting later this time? people are asking"
hits = notes.query(query_texts=[question], n_results=len(NOTES))["documents"][0]
context = ["Today is Weds 17 March 2049. You are talking to Sian, a member of Ludlow RFC; the quiz night is Fri 19 "
           "March."] + hits
assert any("Wales are on the telly that fri" in c for c in context), context
assert any("that's the u20s not the seniors" in c for c in context), context
assert any("Bev's on lates at the hospital" in c for c in context), context
reply = answer(question, context, mock="Because Bev's on lates at the hospital that week and can't get there with the "
                                       "chilli till gone 8 - so it's half 8, with the chilli at the end. The Wales "
                                       "game that night is only the U20s on S4C.")
finish(question, expected="because of the Wales game on the telly", actual=reply)
