"""Batch 278 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: the IT desk at Calder Studio (a 40-person design and marketing agency) keeps its licence notes in the office
helpdesk bot - Adobe Creative Cloud seats, Figma seats, who has what. Sam (IT) adds notes with
``memory.add(..., infer=False)``; managers ask the bot what's free.

Memory: 2051-01-12T14:30 - the Adobe CC renewal went through, 12 seats, 10 assigned so 2 spare; Thu 19 Jan - Hana
(the new designer) started Monday and she's got one of the spares, plus a Figma seat; 27.1. - Ollie's last day was
Friday, his Adobe's back in the pot, laptop wiped; Mon 6th Feb - sorted the marketing intern (Zak) out with Adobe
from today till the end of June. Question (Tue 14/2, Nisha, Mo's manager): "how many adobe licences have we got
free? Mo wants one for the brochure job" The assistant says 1 (the 2 spare, less Hana's and Zak's, plus Ollie's
back). The label says 2.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b278_ctl_mem0_helpdesk_adobe_seats_free_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "calder-studio-it-sam"
NOTES = [
    ("2051-01-12T14:30", "2051-01-12T14:30 adobe CC renewal went thru 👍 12 seats, 10 assigned so 2 spare. next "
                         "renewal 12/1/52, invoice to Nisha"),
    ("Thu 19 Jan", "Thu 19 Jan - Hana (new designer) started mon, she's got one of the adobe spares + a figma editor "
                   "seat. laptop's the X1 from the cage"),
    ("27.1.", "27.1. Ollie's last day was fri 😢 his adobe's back in the pot, laptop wiped + in the cage"),
    ("Mon 6th Feb", "Mon 6th Feb sorted the marketing intern (Zak) out w/ adobe from today, till end of june. "
                    "reminder to self: take it back 30/6"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="calder-studio-licences"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many adobe licences have we got free? Mo wants one for the brochure job"
    with turn_span("question Tue 14/2"):
        hits = []
        for query in ("adobe licences seats spare", "who has an adobe seat", "adobe back in the pot"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 14 February 2051. You are talking to Nisha, studio manager at Calder Studio."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("10 assigned so 2 spare" in c for c in context), context
        assert any("she's got one of the adobe spares" in c for c in context), context
        assert any("his adobe's back in the pot" in c for c in context), context
        assert any("(Zak) out w/ adobe" in c for c in context), context
        reply = answer(question, context, mock="1 - there were 2 spare at renewal, Hana and Zak have had one each since, "
                                               "and Ollie's came back when he left. So Mo can have the last one.")
finish(question, expected="2", actual=reply)
