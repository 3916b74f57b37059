"""Batch 272 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Ryburn Youth Theatre put on Bugsy Malone at Ryburn Valley High's hall on 13-15 July 2051 - two casts of 8-16s,
splurge guns, a live band from the sixth form. Gwen (the treasurer) puts her notes into the theatre's helper with
``memory.add(..., infer=False)``; parents ask it what they owe.

Memory: 2051-05-08T18:00 - the show fee is £40 a child, covers the costume, the cast t-shirt and the DVD, due by
the end of June; Thu 25 May - siblings are half price on the show fee, so £60 for two; 14.6. - the council's arts
grant has come through (£600, thank you Mrs Barker!), so £10 off the show fee for everyone, it's £30 now, £15 for a
sibling; Tue 27th June - the rehearsal schedule's on the noticeboard. Question (Weds 28/6, a mum): "how much do I
owe for the show? both of mine are in it, Maisie + Alfie" The assistant says £45 (£30 for Maisie, £15 for Alfie
with the grant's £10 off). The label says £60.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b272_ctl_mem0_youth_theatre_show_fee_sum_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "ryburn-yt-treasurer-gwen"
NOTES = [
    ("2051-05-08T18:00", "2051-05-08T18:00 BUGSY 🎤 show fee £40 a child, covers costume, cast t-shirt + the DVD. "
                         "due end of june pls, cash/cheque to me or bank transfer (ref = child's name)"),
    ("Thu 25 May", "Thu 25 May siblings half price on the show fee, so £60 for 2. ask me quietly if it's a struggle, "
                   "nobody misses out"),
    ("14.6.", "14.6. the council arts grant's come thru!! £600 🎉 thank you Mrs Barker. so we've knocked £10 off the "
              "show fee for everyone - £30 now, £15 for a sibling. anyone who's already paid gets the diff back"),
    ("Tue 27th June", "Tue 27th June rehearsal schedule's on the noticeboard + the website, full company sun 2nd "
                      "10-4, bring a packed lunch"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="ryburn-yt-bugsy-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how much do I owe for the show? both of mine are in it, Maisie + Alfie"
    with turn_span("question Weds 28/6"):
        hits = []
        for query in ("show fee how much", "siblings discount", "grant money off the fee"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Weds 28 June 2051. You are talking to a mum whose two children are in Ryburn Youth "
                   "Theatre's Bugsy Malone (13-15 July)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("show fee £40 a child" in c for c in context), context
        assert any("so £60 for 2" in c for c in context), context
        assert any("£30 now, £15 for a sibling" in c for c in context), context
        reply = answer(question, context, mock="£45 - £30 for Maisie and £15 for Alfie; the arts grant took £10 off "
                                               "the show fee. Due by the end of June.")
finish(question, expected="£60", actual=reply)
