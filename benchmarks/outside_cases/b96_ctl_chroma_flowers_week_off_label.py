"""Batch 96 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, script style.

App: St Mary's, Ware flower guild keeps the rota, wedding notes and the vicar's guidance in one chroma collection;
the guild's helper answers arrangers.

Memory: the June rota has Margaret on Sun 21/6; the Bright-Okoro wedding is Sat 20/6 and the family's florist
(Blooms of Ware) does the church, two pedestals and the pew ends, and the family are happy for it all to stay for
the Sunday services; the vicar's guidance is that when a wedding leaves its flowers in, the rota arranger has the
week off and just checks the water on Sunday morning. Question (Mon 15/6, Margaret): "am i doing the flowers on the
21st? it's got me on the list" The assistant says no, the wedding flowers are staying in, just top up the water on
Sunday morning. The label says yes, it's her turn on the list.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b96_ctl_chroma_flowers_week_off_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DOCS = [
    "JUNE ROTA: 7th Margaret (Pentecost, reds), 14th Pat, 21st Margaret, 28th Jean. swap amongst yrselves + tell me",
    "Bright-Okoro wedding sat 20/6 1pm - family's florist (Blooms of Ware) doing the church, 2 pedestals + pew "
    "ends, and they're v happy for it all to stay for the sunday services",
    "from the vicar: when a wedding leaves its flowers in, whoever's on the rota gets the week off - just pop in "
    "sun morning + check the water",
    "oasis box in the vestry cupboard, top shelf, £1 in the tin if you take a brick",
    "Harding-Cole wedding 14/6 - church open fri from 4 for the arranger",
]

client = chromadb.EphemeralClient()
guild = client.get_or_create_collection("st-marys-flowers", embedding_function=offline.chroma_embedding_function())
guild.add(ids=[f"f{i:02d}" for i in range(len(DOCS))], documents=DOCS)

question = "am i doing the flowers on the 21st? it's got me on the list"
hits = guild.query(query_texts=["flowers 21st rota Margaret wedding week sunday"], n_results=5)["documents"][0]
context = ["Today is Mon 15 June 2036. You are talking to Margaret, a flower arranger."] + hits
assert any("21st Margaret" in c for c in context), context
assert any("stay for the sunday services" in c for c in context), context
assert any("gets the week off" in c for c in context), context
reply = answer(question, context, mock="No - the Bright-Okoro wedding flowers from the Saturday are staying in, so "
                                       "you've the week off; just check the water on Sunday morning.")
finish(question, expected="yes - it's her turn on the list", actual=reply)
