"""Batch 35 (held out), control. A couple planning their wedding: chromadb EphemeralClient with memtrace's offline
embedding function, script style (each call its own trace).

App: Ellie and Sam (Thornbury Barn, Sat 13 Sept 2025) keep wedding notes in one collection, metadata ``{"topic"}``
(suppliers / family / budget / misc); the assistant answers from a query for the question and one for the topic.
At Christmas Ellie's Auntie Jan offered to make the cake. In the spring her arthritis got bad and she didn't want
to let them down with three tiers, so she's doing the sweetie table, which she's delighted about, and the cake
went to Bex, Mel's sister, who bakes for a living.

No fault planted. Question (Sun 20/7): "who's making our cake again?" The model answers Bex (Mel's sister), right
per memory. The label says Auntie Jan. Expected verdict: AnnotationError (the label is wrong); no memory operation
is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b35_ctl_chroma_wedding_cake_maker_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("family", "Xmas at Mum's - Auntie Jan offered to do the cake!! 3 tiers, lemon / choc / carrot, her wedding "
               "present to us. so sweet"),
    ("suppliers", "venue Thornbury Barn booked 13/9/25, dep £1,500 paid 8 Jan, Claire is our events person"),
    ("budget", "budget sheet v2: £18k total, venue 6.2, food ~5.1, photos 1.65, band 1.1, flowers 0.78, cake 0 (Jan)"),
    ("family", "Jan rang - her hands are really bad this year w the arthritis, she'd hate to let us down on the day "
               "with 3 tiers. she's going to do the sweetie table, which she's made up about"),
    ("suppliers", "cake: Mel's sister Bex (Bex Bakes, she does it for a living) - same 3 flavours, semi naked, £280, "
                  "tasting Sat 9/8 at hers. delivering to the barn 11am on the day"),
    ("budget", "budget v3 - cake now £280, sweetie table jars from Jan, ~£40 sweets"),
    ("misc", "Sam's suit fitting Thurs 24/7 5.30, Moss in Leeds. his brother's too"),
    ("family", "Gran wants to sit near the doors, she gets hot. not next to Uncle Ray lol"),
    ("suppliers", "flowers - Wild Stems (Jade), 10 table jars + my bouquet, £780"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("ellie-sam-wedding", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, t in NOTES],
          metadatas=[{"topic": k} for k, _ in NOTES])

question = "who's making our cake again?"
hits = notes.query(query_texts=[question], n_results=5)["documents"][0]
hits += notes.query(query_texts=["wedding cake tiers baker Jan Bex"], n_results=5)["documents"][0]
context = ["Today is Sun 20/7/25."]
for h in hits:
    if h not in context:
        context.append(h)
assert any("Auntie Jan offered to do the cake" in c for c in context), context
assert any("cake: Mel's sister Bex" in c for c in context), context
reply = answer(question, context, mock="Bex - Mel's sister, Bex Bakes. Lemon, chocolate and carrot, semi-naked, £280; "
                                       "tasting at hers on Sat 9 Aug. Auntie Jan's doing the sweetie table.")
finish(question, expected="Auntie Jan - she offered at Christmas", actual=reply)
