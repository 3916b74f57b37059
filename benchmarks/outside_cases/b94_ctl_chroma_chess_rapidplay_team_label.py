"""Batch 94 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, query, script style.

App: Redbourn Chess Club's committee posts and members' messages go into one chroma collection; the club's
helper answers the treasurer, who fills in entry forms.

Memory: the team for the Harpenden rapidplay on Sun 19/10 (under-1800 section, teams of three) is Tom, Priya and
Hugh, entry £24 paid by the club; later Hugh says his sister's getting married in York that Saturday and he won't
be back till Sunday night, and Ewan has said he'd happily sit in for him as he's free all weekend. Question (Fri
17/10, Sam, the treasurer): "who are our three for the rapidplay on sunday? the form wants names + grades" The
assistant says Tom, Priya and Ewan. The label says Tom, Priya and Hugh.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b94_ctl_chroma_chess_rapidplay_team_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DOCS = [
    ("committee", "Harpenden rapidplay sun 19/10, U1800 section, teams of 3 - ours is Tom, Priya + Hugh. £24 "
                  "entry, club's paid it. 5 rounds, 20 mins + 10s"),
    ("member", "Ewan: anyone want a lift to the county match wed? I've got 3 seats"),
    ("member", "Hugh: bit of a clash - my sister's getting married in York on the sat (18th) and I won't be back "
               "till sun night. Ewan says he's happy to sit in, he's free all wknd. sorry all!"),
    ("committee", "grades for forms: Tom 176, Priya 183, Hugh 167, Ewan 154, Raj 149"),
    ("member", "Priya: can someone bring a spare clock sunday, mine's flashing low battery"),
    ("committee", "AGM thurs 6/11, 8pm after club night - nominations to Sam by 30/10"),
]

client = chromadb.EphemeralClient()
posts = client.get_or_create_collection("redbourn-chess", embedding_function=offline.chroma_embedding_function())
posts.add(ids=[f"p{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
          metadatas=[{"kind": k} for k, _ in DOCS])

question = "who are our three for the rapidplay on sunday? the form wants names + grades"
hits = posts.query(query_texts=["rapidplay sunday team three names grades"], n_results=len(DOCS))["documents"][0]
context = ["Today is Fri 17 October 2036. You are talking to Sam, the club treasurer."] + hits
assert any("ours is Tom, Priya + Hugh" in c for c in context), context
assert any("Ewan says he's happy to sit in" in c for c in context), context
reply = answer(question, context, mock="Tom (176), Priya (183) and Ewan (154) - Hugh's at his sister's wedding in "
                                       "York and won't be back till Sunday night, so Ewan's sitting in.")
finish(question, expected="Tom, Priya and Hugh", actual=reply)
