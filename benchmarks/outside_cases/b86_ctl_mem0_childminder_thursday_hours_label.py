"""Batch 86 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: each message stored
as it was written; a local OpenAI-compatible server for the embeddings; in-memory qdrant), one root span per note.

App: Lorna, a childminder, puts parents' messages and her own notes into mem0 (``memory.add(..., infer=False)``);
the app searches them when she plans her week.

Memory: Ellie Brookes is booked for full days, 8 till 5.30, Tuesdays and Thursdays. A later message from Ellie's mum
says that while her nan's in hospital she's only working mornings on Thursdays, so she'll fetch Ellie at 1 - for
the next three Thursdays at least, and she'll still pay the full day. Question (Wed 11/8, Lorna): "how long have I
got Ellie for tomorrow?" The assistant says five hours, 8 till 1. The label gives nine and a half hours, her usual
full day.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b86_ctl_mem0_childminder_thursday_hours_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "lorna-childminding"
NOTES = [
    ("3rd Jan", "Ellie Brookes - tues + thurs, full days 8-5.30, £52/day. allergic to kiwi (mild), has a comforter "
                "called Bun"),
    ("14/2/32", "Kai - school pick up 3.15 St Mary's, weds football club til 4.15 so not before then"),
    ("Apr 30", "Zara's mum happy for sun cream, factor 50 in her bag"),
    ("2.8.32", "msg from Ellie's mum: nan's in the Lister (hip) so I'm only working mornings on thursdays for now - "
               "I'll grab Ellie at 1, prob next 3 thursdays. will still pay the full day x"),
    ("6 Aug", "Alfie off next wk, Cornwall"),
    ("9/8", "Ellie - nap after lunch is getting shorter, 40 mins ish. loves the sand tray"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="lorna-childminding"))
    for i, (day, text) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": text}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how long have I got Ellie for tomorrow?"
    with turn_span("question Wed 11/8"):
        hits = memory.search("Ellie thursday hours full day pick up mum", top_k=6, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Wed 11 August 2032. You are talking to Lorna, the childminder."] + \
                  [h["memory"] for h in hits]
        assert any("full days 8-5.30" in c for c in context), context
        assert any("I'll grab Ellie at 1" in c for c in context), context
        reply = answer(question, context, mock="Five hours - 8 till 1. Her mum's fetching her at 1 on Thursdays while "
                                               "her nan's in the Lister.")
finish(question, expected="9 and a half hours, her usual full day", actual=reply)
