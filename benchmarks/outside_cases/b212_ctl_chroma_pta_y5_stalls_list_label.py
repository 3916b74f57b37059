"""Batch 212 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection of notes, one root span per
note and one for the question.

App: Bitterley CE Primary PTA hold their summer fair on Sat 3rd July 2049, 1-4 on the school field - a stall for each
year group, a bouncy castle on the top field, a raffle, a float in the Ludlow carnival the week after. Kirsty (PTA
secretary) files the fair's notes in one chroma collection; the helper answers parents and staff from the 4 nearest
notes to the question and to "year 5 stalls at the summer fair".

Memory: 2049-05-11T20:30 Kirsty - fair sat 3rd july 1-4, Y5 - tombola, guess the teddy's birthday + the lucky dip, Y6 -
ice pops + the penalty shoot out; 14/6 Mrs Okafor - the Y2s were gutted not to have a stall, so she's given them the
lucky dip (easy for the little ones, parents will help), and Y5 can have the ice pops, the freezer's in their
classroom anyway, Y6 have got plenty with the penalties + the bottle stall; the floats, the bouncy castle, the Y5
parents' bottles and teddies. Question (Mon 28/6, Mr Reid, the Y5 teacher, doing the rota): "which stalls are my
Y5s running sat? need to do a rota for the parents" The assistant says the tombola, guess the teddy's birthday and
the ice pops (the lucky dip went to Y2). The label says the tombola, guess the teddy's birthday and the lucky dip.
"""
from __future__ import annotations

import chromadb

from common import answer, finish, setup

setup("b212_ctl_chroma_pta_y5_stalls_list_label", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    "2049-05-11T20:30 SUMMER FAIR ☀️ sat 3rd july 1-4 on the field. Y5 - tombola, guess the teddy's birthday + the "
    "lucky dip. Y6 - ice pops + the penalty shoot out. Y3/4 cakes + splat the rat, raffle in the hall",
    "14/6 Mrs Okafor - the Y2s were gutted not to have a stall so I've given them the lucky dip, it's easy for the "
    "little ones + the parents will help. Y5 can have the ice pops, the freezer's in their classroom anyway. Y6 have "
    "got plenty w/ the penalties + the bottle stall",
    "floats - £50 per stall from the PTA tin, counted back in the bags by 4.30 pls, Kirsty + Jas counting in the staff "
    "room",
    "bouncy castle - Jumping Jacks, £90, needs 2 adults by it at all times, top field by the hedge",
    "Weds 23rd - Y5 parents pls send in bottles + teddies by thurs 1st, they go in the office not the classroom!!",
    "carnival float - sat 10th july, theme's 'superheroes', lorry from Bowketts, decorating fri after school",
]
TOP_K = 4

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("bitterley-pta-summer-fair-2049",
                                        embedding_function=offline.chroma_embedding_function())
for i, text in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"n{i}"], documents=[text], metadatas=[{"by": "Kirsty", "n": i}])

question = "which stalls are my Y5s running sat? need to do a rota for the parents"
with turn_span("question Mon 28/6"):
    context = ["Today is Mon 28 June 2049. You are talking to Mr Reid, the Y5 teacher at Bitterley CE Primary; the "
               "PTA summer fair is Sat 3 July."]
    for query in (question, "year 5 stalls at the summer fair"):
        for doc in notes.query(query_texts=[query], n_results=TOP_K)["documents"][0]:
            if doc not in context:
                context.append(doc)
    assert any("Y5 - tombola, guess the teddy's birthday + the lucky dip" in c for c in context), context
    assert any("I've given them the lucky dip" in c and "Y5 can have the ice pops" in c for c in context), context
    reply = answer(question, context, mock="The tombola, guess the teddy's birthday and the ice pops - the lucky dip's "
                                           "gone to the Y2s.")
finish(question, expected="the tombola, guess the teddy's birthday and the lucky dip", actual=reply)
