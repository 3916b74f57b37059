"""Batch 174 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note stored as
written; in-memory qdrant), script style (each call its own trace).

App: Hillside Primary's Year 6 leavers' assembly is Fri 20th July 2040 in the big hall - songs, a slideshow, the
leavers' hoodies. Mrs Patel (Year 6 teacher) and Mr Hughes (music, on the piano) put their notes into the school's
helper with ``memory.add(..., infer=False)``; parents ask it about the assembly.

Memory: 2040-05-11T15:45 Mrs Patel: leavers' songs are Lean on Me, Count on Me, Proud and The Climb - 4 songs, words
going home in book bags; 22.5. Mrs Patel: slideshow, a baby photo and a now photo of every child to the office email
by 12th June; Tue 12th June Mr Hughes: had a proper go at Lean on Me with them today and honestly the high bits are
beyond them - Mrs P agrees, we'll leave that one and put the time into the other three, he'd rather they did three
well; 16th june Mrs Patel: hoodie money in, £18.50. Question (Weds 27/6, Maisie's dad): "how many songs are they
singing at the assembly? Maisie practises every night and I've lost count lol" The assistant says three - Count on
Me, Proud and The Climb (Lean on Me was left out, the high bits were too much). The label says 4 - the number in the
first list.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b174_ctl_mem0_leavers_songs_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "hillside-y6-leavers"
NOTES = [
    ("2040-05-11T15:45", "Mrs Patel", "leavers' songs: Lean on Me, Count on Me, Proud + The Climb 🎶 4 songs, words "
                                      "going home in book bags tonight"),
    ("22.5.", "Mrs Patel", "slideshow - baby photo + a now photo of every child pls, to the office email by 12th "
                           "june"),
    ("Tue 12th June", "Mr Hughes", "had a proper go at Lean on Me w them today... honestly the high bits are beyond "
                                   "them 😬 Mrs P agrees, we'll leave that one + put the time into the other three. "
                                   "rather they did three well"),
    ("16th june", "Mrs Patel", "hoodie money all in, £18.50, thanks everyone"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hillside-y6-leavers"))
    for day, who, text in NOTES:
        memory.add([{"role": "user", "content": f"{day} {who} - {text}"}], user_id=USER, infer=False,
                   metadata={"date": day, "from": who})
    question = "how many songs are they singing at the assembly? Maisie practises every night and I've lost count lol"
    hits = memory.search("leavers' assembly songs how many Lean on Me", top_k=10, threshold=0.0,
                         filters={"user_id": USER})["results"]
    context = ["Today is Weds 27 June 2040. You are talking to Maisie's dad, a Year 6 parent at Hillside Primary, "
               "about the leavers' assembly (Fri 20 July)."] + [h["memory"] for h in hits]
    assert any("Lean on Me, Count on Me, Proud + The Climb" in c and "4 songs" in c for c in context), context
    assert any("we'll leave that one" in c and "the other three" in c for c in context), context
    reply = answer(question, context, mock="Three - Count on Me, Proud and The Climb. Lean on Me was left out, the "
                                           "high bits were too much for them.")
finish(question, expected="4 - Lean on Me, Count on Me, Proud and The Climb", actual=reply)
