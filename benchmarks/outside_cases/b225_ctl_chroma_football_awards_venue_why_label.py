"""Batch 225 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection of the committee's notes,
script style (every call its own trace).

App: Bishop's Castle Colts (a youth football club, U7s to U14s) hold their awards night on Fri 23rd June 2051 -
trophies for every player, a DJ, hot dogs and a candy floss machine. Gaz (the secretary) keeps the committee's notes
in one chroma collection; the helper answers from the 4 nearest.

Memory: 2051-04-18T20:30 Gaz - can't have the rugby club this year, they're refitting the bar, looking at the
cricket club; Tue 2nd May Gaz - the rugby club's refit's done by end of May after all so they could've gone back,
but they want £300 for the room now; the cricket club will do it for nowt as long as they use the bar, so cricket
club it is; 20/5 - trophies from the Trophy Centre; DJ Kenny; Sat 3rd June - hot dogs and candy floss. Question (Thu
8/6, Lisa, U9s mum): "why are we at the cricket club this yr? my lad's asking, it's always the rugby club" The
assistant says the rugby club wanted £300 for the room and the cricket club are doing it free if they use the bar
(the rugby club's refit's done anyway). The label says because the rugby club's bar is being refitted (what Gaz
first thought in April).
"""
from __future__ import annotations

import chromadb

from common import answer, finish, setup

setup("b225_ctl_chroma_football_awards_venue_why_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = [
    "2051-04-18T20:30 Gaz - awards nt 🏆 fri 23rd june. can't have the rugby club this yr, they're refitting the bar 🙄 "
    "looking at the cricket club instead",
    "Tue 2nd May Gaz - rugby club's refit is done by end of May after all so we could've gone back there, BUT they "
    "want £300 for the room now 😳 cricket club'll do it for nowt as long as we use their bar, so cricket club it is",
    "20/5 Gaz - trophies ordered from the Trophy Centre, 96 + the 4 big cups, ready 16th",
    "DJ - Kenny from the Castle Arms, 7-9.30, no swearing in the songs pls, it's mostly under 10s",
    "Sat 3rd June - food: hot dogs + veggie ones, Bev's hiring a candy floss machine 🍭 £1 a go",
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("bc-colts-awards-2051", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"note-{i}" for i in range(1, len(NOTES) + 1)], documents=NOTES,
          metadatas=[{"by": "Gaz"} for _ in NOTES])

question = "why are we at the cricket club this yr? my lad's asking, it's always the rugby club"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Thu 8 June 2051. You are talking to Lisa, whose son plays in Bishop's Castle Colts' U9s; the "
           "awards night is Fri 23 June."] + hits
assert any("they're refitting the bar" in c for c in context), context
assert any("they want £300 for the room now" in c and "cricket club'll do it for nowt" in c for c in context), context
reply = answer(question, context, mock="Because the rugby club wanted £300 for the room this year, and the cricket "
                                       "club are doing it for nothing as long as we use their bar - the rugby "
                                       "club's refit is done, so it's not that.")
finish(question, expected="because the rugby club's bar is being refitted", actual=reply)
