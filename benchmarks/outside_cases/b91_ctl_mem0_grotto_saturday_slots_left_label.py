"""Batch 91 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: each note stored as
written; embeddings from the scripted local server; in-memory qdrant), search, one root span per note.

App: the Hollybush Garden Centre grotto team log bookings news in the grotto helper; each note goes into mem0 as
is, and the helper searches it when someone asks about slots.

Memory: Kerry's note (Wed 10/12, first thing) says the website shows 9 slots left for Sat 13th out of the 40; Pam's
note later that day says the 2nd Hitchin Brownies rang and she took 6 of Saturday afternoon's slots for them on
the phone, written in the diary, not on the website yet, Kerry will block them out when she's back on Thursday.
Question (Wed 10/12, evening, Bev): "how many slots have we got free on sat the 13th?" The assistant says 3 (9
on the website less the Brownies' 6). The label says 9, going by the website.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b91_ctl_mem0_grotto_saturday_slots_left_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "hollybush-grotto"
NOTES = [
    ("6/12", "Bev", "sat 13 + sun 14 are the big ones, 40 slots each day (10-5 every 15 min, 4 fams a slot). put "
                    "Ray on standby as Santa 2 in case Geoff flags"),
    ("8.12.34", "Megan", "craft kits running low, 22 left. told Bev"),
    ("10/12 9.05am", "Kerry", "website says 9 slots left for sat 13th (of the 40), sun 14th 15 left. weekday "
                              "afternoons still wide open"),
    ("10/12", "Pam", "the 2nd Hitchin Brownies rang - took 6 of sat pm's slots for them on the phone, 2.30 to 3.45, "
                     "in the diary. not on the website yet, Kerry'll block them out when she's in thurs"),
    ("10/12 4pm", "Chloe", "Santa's chair wobbling again, Dale's got glue"),
]

with graphiti_server(lambda body: {}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hollybush-ctl"))
    for i, (day, who, text) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": f"{who} {day}: {text}"}], user_id=USER, infer=False,
                       metadata={"date": day, "from": who})
    question = "how many slots have we got free on sat the 13th?"
    with turn_span("question Wed 10/12 evening"):
        context = ["Today is Wed 10 December 2034, evening. You are talking to Bev, who runs the grotto."]
        for query in ("slots left free saturday 13th", "sat 13th bookings phone diary", "grotto slots website"):
            for h in memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]:
                if h["memory"] not in context:
                    context.append(h["memory"])
        assert any("website says 9 slots left for sat 13th" in c for c in context), context
        assert any("took 6 of sat pm's slots" in c for c in context), context
        reply = answer(question, context, mock="3 - the website shows 9 left, but Pam's taken 6 of the Saturday "
                                               "afternoon ones for the Brownies over the phone.")
finish(question, expected="9 left, going by the booking site", actual=reply)
