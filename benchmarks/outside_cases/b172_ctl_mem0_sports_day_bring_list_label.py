"""Batch 172 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note stored as
written; in-memory qdrant), one root span per note and one for the question.

App: Little Acorns Nursery's sports day is Fri 13th July 2040, 10 till 12 on the rec - races for each room, a parents'
race, snacks. Mel (the manager), Sophie (Acorns room leader) and Dan (deputy) put their notes into the nursery's
helper with ``memory.add(..., infer=False)``; parents ask it about the day.

Memory: 2040-06-12T16:40 Mel: parents please send in a snack for their own child - fruit or rice cakes, NO nuts, we're
nut free - plus a named water bottle and a sun hat, suncream on before they come; Tue 26th June Sophie: parents' race
at 11.45, mums v dads tug of war if there's time; Thurs 5th July Mel: Tesco in town have kindly offered to do all the
snacks on the day, fruit pots and breadsticks for everyone, so no need to send anything in for snack - still a named
water bottle and a sun hat please, suncream on before; 9/7 Dan: the rec's been mown, chalk lines going down Thursday.
Question (Weds 11/7, Ava's mum): "what do I need to send in with Ava for sports day? don't want her to be the only one
without" The assistant says a named water bottle and a sun hat, with suncream on before she comes - no snack, Tesco
are doing fruit pots and breadsticks for everyone. The label says a snack (fruit or rice cakes, no nuts), a named
water bottle and a sun hat - the list from before Tesco offered.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b172_ctl_mem0_sports_day_bring_list_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "little-acorns-sports-day"
NOTES = [
    ("2040-06-12T16:40", "Mel", "sports day fri 13th july 10-12 on the rec 🏃 parents pls send in a snack for your own "
                                "child - fruit or rice cakes, NO nuts (we're nut free), + a named water bottle + sun "
                                "hat. suncream on before they come pls"),
    ("Tue 26th June", "Sophie", "parents' race 11.45, mums v dads tug of war after if there's time lol"),
    ("Thurs 5th July", "Mel", "Tesco in town have kindly offered to do all the snacks on the day 🍌 fruit pots + "
                              "breadsticks for everyone, so no need to send anything in for snack. still a named "
                              "water bottle + sun hat pls, suncream on before"),
    ("9/7", "Dan", "rec's been mown, chalk lines going down thurs"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="little-acorns-sports-day"))
    for i, (day, who, text) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": f"{day} {who} - {text}"}], user_id=USER, infer=False,
                       metadata={"date": day, "from": who})
    question = "what do I need to send in with Ava for sports day? don't want her to be the only one without"
    with turn_span("question Weds 11/7"):
        hits = memory.search("what to send in with my child for sports day snack water bottle sun hat", top_k=10,
                             threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Weds 11 July 2040. You are talking to Ava's mum, a parent at Little Acorns Nursery, about "
                   "sports day (Fri 13 July)."] + [h["memory"] for h in hits]
        assert any("send in a snack for your own child" in c for c in context), context
        assert any("Tesco in town have kindly offered" in c and "no need to send anything in for snack" in c
                   for c in context), context
        reply = answer(question, context, mock="Just a named water bottle and a sun hat, with suncream on before she "
                                               "comes. No snack needed - Tesco are doing fruit pots and breadsticks "
                                               "for everyone.")
finish(question, expected="a snack (fruit or rice cakes, no nuts), a named water bottle and a sun hat", actual=reply)
