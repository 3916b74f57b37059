"""Batch 39 (held out), control. A small garden centre's order notes: chromadb EphemeralClient with memtrace's
offline embedding function, script style.

App: Bev (Millbrook Garden Centre) keeps supplier orders and calls as notes in one chromadb collection and asks an
assistant from a query. The Johnsons order for Thursday 17 April is 40 trays of bedding: 16 petunias, 12 begonias
and 12 busy lizzies. On the Monday Johnsons rang: the frost got into their top tunnel and the petunias took the
worst of it, so they can only send 8 of the 16; everything else comes as normal. 40 - 8 = 32.

No fault planted. Question (Tue 15/4): "how many trays of bedding are coming from Johnsons on thursday? Tom needs to
clear the benches" The model answers 32, right per memory. The label says 40, the number ordered. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b39_ctl_chroma_garden_bedding_trays_count_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("order", "Johnsons order sent 7/4 for thurs 17th: 40 trays bedding - 16 petunias (mixed), 12 begonias, 12 busy "
              "lizzies. £6.80 a tray trade"),
    ("staff", "Tom + Kirsty on the yard thurs, lorry usually 7ish"),
    ("order", "Hortus credit note for the 2 broken acers came thru, £58"),
    ("call", "Johnsons rang mon 14th - frost got into their top tunnel at the wknd, petunias took the worst of it, "
             "they can only send 8 of the 16. everything else thurs as normal. said fine, we'll put the hanging "
             "basket petunias on the next one"),
    ("admin", "Easter Sun open 10-4, Mon 9-5"),
    ("order", "Westland compost 2 more pallets for the 24th, the 50L bags are flying out"),
    ("call", "Mrs Ashworth rang re her baskets - still w/c 5 May, she'll ring the day before"),
    ("admin", "bench 3 + 4 in the main tunnel are for bedding, bench 5 herbs"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("millbrook-orders", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"o{i:02d}" for i in range(len(NOTES))], documents=[t for _, t in NOTES],
          metadatas=[{"kind": k} for k, _ in NOTES])

question = "how many trays of bedding are coming from Johnsons on thursday? Tom needs to clear the benches"
hits = notes.query(query_texts=[question], n_results=len(NOTES))["documents"][0]
context = ["Today is Tue 15/4/25."] + hits
assert any("40 trays bedding - 16 petunias" in c for c in context), context
assert any("they can only send 8 of the 16" in c for c in context), context
reply = answer(question, context, mock="32 - the order was 40, but Johnsons can only send 8 of the 16 petunia trays "
                                       "after the frost. Begonias and busy lizzies all coming.")
finish(question, expected="40 trays", actual=reply)
