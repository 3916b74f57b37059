"""Batch 100 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note kept
as written; in-memory qdrant), search, one root span per note.

App: Ruth, secretary of Hitchin Community Choir, keeps her notes on the Christmas concerts in mem0 as written
(``infer=False``); members ask the choir's helper.

Memory: 2/11, the carol service is Sun 14/12 6pm at St Mary's, Dennis Hughes on the organ as always; 20/11,
Dennis's hip op has come through for 8 Dec after 18 months' waiting, he'll be off his feet for six weeks at least;
22 Nov, Fiona Marsh, who plays at St Andrew's, has said yes to the 14th and knows the descants, rehearsal with her
Thu 11th; other notes on sopranos and robes. Question (Mon 1/12, a new alto): "who's playing the organ at the carol
service?" The assistant says Fiona Marsh from St Andrew's, since Dennis is recovering from his hip operation. The
label says Dennis Hughes, the choir's regular organist.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b100_ctl_mem0_choir_organist_who_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "ruth-hcc"
NOTES = [
    ("2/11", "carol service sun 14/12 6pm St Mary's - Dennis Hughes on the organ as always, he wants the music by "
             "the 1st. 9 carols + 3 readings, vicar choosing readers"),
    ("9.11", "sops need 2 more for the descants, asked at the WI. altos fine (11 of us)"),
    ("20/11", "Dennis's hip op has come thru for the 8th Dec!! he's thrilled, been waiting 18 months. off his feet "
              "6 wks min, bless him. sent a card from all of us"),
    ("22 Nov", "Fiona Marsh (plays at St Andrew's) says yes to the 14th :) knows the Willcocks descants already. "
               "run through w her thurs 11th 7.30"),
    ("25/11", "robes - 3 tenors' robes still at the cleaners in Bancroft, Pat collecting weds"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="ruth_hcc_ctl"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"date": day})
    question = "who's playing the organ at the carol service?"
    with turn_span("question Mon 1/12"):
        hits = []
        for query in ("organ carol service", "Dennis organist", "Fiona plays the 14th"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 1 December 2036. You are talking to an alto who joined this term."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("Dennis Hughes on the organ as always" in c for c in context), context
        assert any("hip op has come thru for the 8th Dec" in c for c in context), context
        assert any("Fiona Marsh (plays at St Andrew's) says yes to the 14th" in c for c in context), context
        reply = answer(question, context, mock="Fiona Marsh, who plays at St Andrew's - Dennis has his hip "
                                               "operation on the 8th, so he'll still be recovering.")
finish(question, expected="Dennis Hughes, our regular organist", actual=reply)
