"""Batch 170 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note stored as
written; in-memory qdrant), one root span per note and one for the question.

App: Thornbury Rangers JFC's presentation evening is Fri 24th June 2039 at the cricket club pavilion - medals, cups,
the clubman of the year shield, a buffet. Gaz (club secretary), Kerry (events) and Mick (U10s coach) put their notes
into the club's helper with ``memory.add(..., infer=False)``; parents ask it about the night.

Memory: 2039-05-02T19:15 Gaz: asked the mayor (Cllr Pat Dunne) to hand the trophies out on the 24th, she's pencilled
it in; Tue 17th May Kerry: pavilion booked 6.30-9, bar open, in from 5 to set up; Thurs 16th June Gaz: the mayor's
office rang, she's double booked with the Scouts' centenary do that night and sends her apologies - but Jade Lewis
(came through the club's U10s, England U19s now) has said yes to handing them out; 2039-06-18T10:00 Mick: the local
paper's photographer at 7. Question (Weds 22/6, a U10s parent): "who's giving the trophies out on fri? my lad keeps
asking if it's someone famous" The assistant says Jade Lewis - the England U19 player who came through the club's
U10s; the mayor can't make it. The label says the mayor, Cllr Pat Dunne - the one first asked.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b170_ctl_mem0_presentation_presenter_who_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "thornbury-rangers-presentation"
NOTES = [
    ("2039-05-02T19:15", "Gaz", "asked the mayor (Cllr Pat Dunne) to hand the trophies out on the 24th, she's "
                                "pencilled it in 👍"),
    ("Tue 17th May", "Kerry", "pavilion booked 6.30-9, bar's open, we're in from 5 to set up"),
    ("Thurs 16th June", "Gaz", "mayor's office rang, she's double booked w the Scouts' centenary do that night so "
                               "sends her apologies. BUT Jade Lewis (came thru our U10s, England U19s now!!) has said "
                               "yes to handing them out, kids will go mad"),
    ("2039-06-18T10:00", "Mick", "local paper sending a photographer at 7 for the team pics"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="thornbury-presentation"))
    for i, (day, who, text) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": f"{day} {who} - {text}"}], user_id=USER, infer=False,
                       metadata={"date": day, "from": who})
    question = "who's giving the trophies out on fri? my lad keeps asking if it's someone famous"
    with turn_span("question Weds 22/6"):
        hits = memory.search("who is handing out the trophies at the presentation", top_k=10, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Weds 22 June 2039. You are talking to a U10s parent at Thornbury Rangers JFC about the "
                   "presentation evening (Fri 24 June)."] + [h["memory"] for h in hits]
        assert any("asked the mayor (Cllr Pat Dunne)" in c for c in context), context
        assert any("Jade Lewis" in c and "double booked" in c for c in context), context
        reply = answer(question, context, mock="Jade Lewis - she came through the club's U10s and plays for England "
                                               "U19s now. The mayor can't make it, she's double booked.")
finish(question, expected="the mayor, Cllr Pat Dunne", actual=reply)
