"""Batch 13 (held out), CONTROL: no fault. Youth football club's team-manager assistant: chromadb (EphemeralClient,
offline embeddings), script style.

App: the U14 girls' team manager pastes the club's weekly bulletins and her own notes into the assistant; each is a
chroma document with metadata {team, week}. Parents ask; the assistant runs ``collection.query`` filtered on the team
and answers with litellm.

Memory: the week-16 bulletin: "U14 Girls wk of 13/4: training TUES 6-7.30pm @ Priory Fields (3G pitch, astro boots
only). SAT 18/4 league match AWAY v Hartley Utd @ Oakmead Rec, KO 10:30, meet there 9:45, white kit." Question:
"Where are the U14 girls playing on Saturday?" The assistant answers "Away at Oakmead Rec (Hartley United), kick-off
10:30, meet 9:45" -- right per memory.

The label is wrong: the annotator wrote "Priory Fields", the club's ground where the team TRAINS on Tuesday, in the
same bulletin -- a place for another activity, not Saturday's match. Expected verdict: AnnotationError. No fault()
window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b13_ctl_chroma_u14_training_venue_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DOCS = [
    ("b-wk15", 15, "U14 Girls wk of 6/4: Easter break - no training Tues. Sat 11/4 home friendly v Ashby Colts @ "
                   "Priory Fields, KO 11:00, red kit."),
    ("b-wk16", 16, "U14 Girls wk of 13/4: training TUES 6-7.30pm @ Priory Fields (3G pitch, astro boots only). SAT "
                   "18/4 league match AWAY v Hartley Utd @ Oakmead Rec, KO 10:30, meet there 9:45, white kit."),
    ("n-subs", 16, "Manager note: subs for the spring term GBP 45, 11 of 16 paid; chase the Okafors and Lena's mum."),
    ("n-lifts", 16, "Manager note: lifts to Oakmead on Sat sorted - Jas's dad takes 4, I take 3."),
]

client = chromadb.EphemeralClient()
col = client.get_or_create_collection("u14-girls", embedding_function=offline.chroma_embedding_function())
col.add(ids=[d[0] for d in DOCS], documents=[d[2] for d in DOCS],
        metadatas=[{"team": "u14-girls", "week": d[1]} for d in DOCS])

question = "Where are the U14 girls playing on Saturday?"
hits = col.query(query_texts=[question], n_results=3, where={"team": "u14-girls"})
context = hits["documents"][0]
assert any("AWAY v Hartley Utd @ Oakmead Rec" in c for c in context), context
reply = answer(question, context, mock="They're away at Oakmead Rec against Hartley United - kick-off 10:30, meet "
                                       "there at 9:45, white kit.")
finish(question, expected="Priory Fields", actual=reply)
