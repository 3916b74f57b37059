"""Batch 77 (held out), control. A village cricket team's away fixtures: LangGraph InMemoryStore (sync), search,
script style (each call its own trace).

App: Kingsbrook CC's Sunday XI keep availability and player notes in a LangGraph store, ``("kingsbrook",
"players")`` (one record per player) and ``("kingsbrook", "availability")`` (one per message); the assistant
answers from a search of both. Dev, the opening bowler, turned his ankle in May and missed three games, but he's
been bowling full pelt in the nets for a fortnight. He isn't playing at Chadlington on 17 July because his cousin's
getting married in Leicester that weekend (the mehndi's on the Saturday night, the wedding itself on the Sunday).

No fault planted. Question (Mon 11/7, the captain picking the side): "why's Dev not playing at Chadlington?" The
model answers: his cousin's wedding in Leicester that weekend; the ankle is fine. The label says his ankle still
isn't right. Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b77_ctl_langgraph_cricket_dev_why_label", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAYERS = ("kingsbrook", "players")
AVAIL = ("kingsbrook", "availability")
RECORDS = {
    "dev": {"role": "opening bowler, bats 9", "notes": "went over on his ankle v Enstone 22/5, missed 3 games. "
            "back bowling full pelt in the nets since late June, Mo says he's quicker than ever"},
    "raj": {"role": "keeper, bats 4", "notes": "drives, Zafira takes 3 + kit"},
    "ollie": {"role": "all rounder", "notes": "uni in Sept so last few games"},
}
MESSAGES = [
    ("3/7", "Dev", "gutted but can't do 17th - cousin Amit's wedding in Leicester that wknd, mehndi sat night + the "
                   "big day sun. back for the 24th"),
    ("4/7", "Ollie", "can do 17th, not the 24th"),
    ("5.7.33", "Mo", "17th yes, can drive 4"),
    ("July 6", "Ash", "Dev - can you at least do the 2 overs at the nets thurs to keep the rhythm? ankle's fine, "
                      "you were flying last wk"),
    ("8/7", "Sandra", "doing Chadlington teas as their kitchen's being refitted, need numbers"),
]

store = InMemoryStore()
for key, value in RECORDS.items():
    store.put(PLAYERS, key, value)
for i, (day, who, text) in enumerate(MESSAGES, 1):
    store.put(AVAIL, f"m-{i:02d}", {"day": day, "from": who, "text": text})

question = "why's Dev not playing at Chadlington?"
players = store.search(PLAYERS, filter={"role": "opening bowler, bats 9"}, limit=5)
avail = store.search(AVAIL, limit=50)
context = ["Today is Mon 11 July 2033. You are talking to Ash, the captain, picking the side for Sun 17th."] + \
          [f"{p.key}: {p.value['role']}; {p.value['notes']}" for p in players] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in avail]
assert any("went over on his ankle" in c for c in context), context
assert any("cousin Amit's wedding in Leicester" in c for c in context), context
reply = answer(question, context, mock="He's at his cousin Amit's wedding in Leicester that weekend - the mehndi's "
                                       "on the Saturday night and the wedding's on the Sunday. His ankle's fine.")
finish(question, expected="his ankle still isn't right after Enstone", actual=reply)
