"""Batch 99 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, query, script style.

App: Swaledale Mountain Rescue keeps its rota, kit and admin notes in one chroma collection; the team's helper
answers members from a query.

Memory: the autumn rota has Dave H (deputy team leader) as on-call team leader the weekend of 12-13 Sept, Ruth M
the 19-20th, Gaz the 26-27th; a note from the group chat: Dave's lass is getting married on the 12th, Ruth said
she'll do that weekend for him and he'll have hers on the 19th-20th, all sorted; other notes on the base, kit and
the Malham training. Question (Thu 10/9, a new member): "who's on call as team leader this weekend? want to know
who to ring if i'm late for the callout practice" The assistant says Ruth. The label says Dave, the deputy team
leader.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import chromadb

from common import answer, finish, setup

setup("b99_ctl_chroma_mrt_team_leader_oncall_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

DOCS = [
    "ROTA autumn 36 - on-call TL: w/e 12-13 Sept Dave H (dep TL), 19-20 Ruth M, 26-27 Gaz, 3-4 Oct Andy. "
    "phone list on the base noticeboard",
    "from the group chat 1/9: Dave's lass is getting married on the 12th!! Ruth said she'll do that w/e for him "
    "and he'll have hers on the 19th-20th. all sorted, ta both",
    "base: new code for the key safe 4471, don't put it on facebook (again)",
    "callout practice sat 12/9 10am from Reeth base, mock casualty on Calver Hill, Jen's the casualty this time",
    "kit: 3 new casualty bags in, old ones to the training store. stretcher wheel needs a new tyre",
    "Malham training went well, 21 there, R2 back from Dales 4x4 w its new gearbox 22/7",
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("swaledale-mrt", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(DOCS))], documents=DOCS)

question = ("who's on call as team leader this weekend? want to know who to ring if i'm late for the callout "
            "practice")
hits = notes.query(query_texts=["on call team leader this weekend rota 12-13 Sept"], n_results=6)["documents"][0]
context = ["Today is Thu 10 September 2036. You are talking to a new team member."] + hits
assert any("12-13 Sept Dave H (dep TL)" in c for c in context), context
assert any("Ruth said she'll do that w/e for him" in c for c in context), context
reply = answer(question, context, mock="Ruth M - she's doing this weekend for Dave, whose daughter is getting "
                                       "married on Saturday. He's on the following weekend.")
finish(question, expected="Dave H - he's the deputy TL and it's his weekend on the rota", actual=reply)
