"""Batch 103 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, script style.

App: Three Hares Brewing's taproom keeps stock counts, event notes and staff notes in one chroma collection; the bar
helper answers from a query.

Memory: the cold store count on Mon 9/3 has Haze Runner (the hazy IPA) x2 kegs; on Tuesday Mel at the Fox rang in
a panic, their beer fest was short, so Dan sent her both Haze Runners on Wednesday's dray (full price, she's
returning the kegs); the next Haze Runner brew is in the fermenter till the 20th at the earliest; quiz night is Thu
12th, Ollie hosting. Question (Thu 12/3, Ollie): "have we got any haze runner on for the quiz tonight? one of the
teams was asking" The assistant says no. The label says yes, two kegs in the cold store.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b103_ctl_chroma_brewery_hazy_left_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DOCS = [
    ("stock", "cold store count mon 9/3: Hare Raiser (bitter) x4, Haze Runner (hazy IPA) x2, Dark Hollow stout x3, "
              "guest cider x1. CO2 bottle low"),
    ("events", "quiz night thurs 12th 8pm, Ollie hosting, teams of 6 max, £2 a head to the hospice"),
    ("stock", "tues - Mel at the Fox rang in a panic, their beer fest's short. sent her both Haze Runners on the dray "
              "weds am, full price + she's returning the kegs. good for goodwill"),
    ("staff", "Kez off thurs (dentist), Ollie + Dan on the bar"),
    ("stock", "next Haze Runner brew sitting in FV2, won't be ready till the 20th at the earliest - Rich"),
    ("events", "sat 14th - Loose Screws back by popular demand!! 8pm"),
]

client = chromadb.EphemeralClient()
board = client.get_or_create_collection("three-hares-taproom", embedding_function=offline.chroma_embedding_function())
board.add(ids=[f"t{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
          metadatas=[{"kind": k} for k, _ in DOCS])

question = "have we got any haze runner on for the quiz tonight? one of the teams was asking"
hits = board.query(query_texts=["Haze Runner hazy IPA kegs stock cold store"], n_results=6)["documents"][0]
context = ["Today is Thu 12 March 2037. You are talking to Ollie, who's on the bar and hosting the quiz."] + hits
assert any("Haze Runner (hazy IPA) x2" in c for c in context), context
assert any("sent her both Haze Runners" in c for c in context), context
assert any("till the 20th at the earliest" in c for c in context), context
reply = answer(question, context, mock="No - both kegs went to the Fox for their beer festival, and the next batch "
                                       "won't be ready till the 20th.")
finish(question, expected="yes - there's two kegs of it in the cold store", actual=reply)
