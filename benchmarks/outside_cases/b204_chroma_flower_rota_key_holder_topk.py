"""Batch 204 (held out). A church's flower rota: chromadb collection, one root span per note and one for the
question; the helper answers from the 3 nearest notes and the note that moved the church keys ranks 4th.

App: St Laurence's, Church Stretton - the flower guild does the arrangements each Saturday for Sunday (a pedestal
by the font, the altar vases, the windowsills). Margaret (who runs the rota) and Rev Ann (the vicar) put their notes
into one chroma collection; when an arranger asks something, the helper queries it for the 3 nearest notes
(``collection.query(..., n_results=3)``) and answers from those.

Planted fault (RetrievalError, cut off by top-k): Margaret's first note (2046-02-27T10:05) says the key's from Sheila
(the churchwarden) as usual, at no. 4 Church Lane, ring first. Rev Ann's note of Weds 14 Mar says Sheila's off to
Tenerife till the 20th, so Tony the verger has her bunch of church keys - he's in the vestry most days from 9, or
ring him. For the arranger's question that note ranks 4th: the top 3 are Margaret's first note, the rota note and the
oasis-and-vases note. Question (Fri 16/3, Pam, on the rota for Sat 17th): "who do I get the key off to get in sat
morning for my pedestal? Sheila's not picking up" -> expected Tony, the verger (Sheila, the churchwarden, is away
till the 20th). The assistant says Sheila, the churchwarden.

Expected verdict: RetrievalError at chroma's query (the 3-nearest query, wrapped in fault()): the Weds 14 Mar note
is in the collection and the same question's 4 nearest have it, but top 3 cut it from the context the model saw.
Asserted: the 4 nearest have the note; the 3 hits and the context have nothing on Tony, the verger or Tenerife;
Margaret's "key's from Sheila (churchwarden)" line is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b204_chroma_flower_rota_key_holder_topk", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

LATER = ("Weds 14 Mar - Sheila's away in Tenerife till the 20th (lucky her!!) so Tony the verger's got her bunch of "
         "church keys. he's in the vestry most days from 9, or ring him on 07700 900412")
NOTES = [
    ("Margaret", "2046-02-27T10:05 FLOWER ROTA spring 🌷 arrangements sat mornings for sun. key's from Sheila "
                 "(churchwarden) as usual, no. 4 Church Lane, ring first pls, she does get in to get the key out"),
    ("Margaret", "6/3 palm crosses ordered for Palm Sunday (18th), Jean's doing posies for the children to hand "
                 "out on Easter day - need 80ish, daffs + a bit of rosemary"),
    ("Margaret", "9.3. rota - sat 17th Pam (pedestal by the font), 24th Jean + Sue (altar - EASTER!! lilies), 31st "
                 "me. windowsills whoever's free"),
    ("Rev Ann", LATER),
    ("Margaret", "12/3 oasis + chicken wire in the cupboard under the stairs. PLEASE top the vases up when you get "
                 "in, last wk's lilies were gasping"),
    ("Margaret", "Tue 13th - £2.50 each in the tin for the flowers fund pls, Costco run on the 19th if anyone wants "
                 "anything"),
]
TOP_K = 3

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("st-laurence-flower-guild-2046",
                                        embedding_function=offline.chroma_embedding_function())
for i, (by, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"n{i}"], documents=[text], metadatas=[{"by": by}])

question = "who do I get the key off to get in sat morning for my pedestal? Sheila's not picking up"
with turn_span("question Fri 16/3"):
    wider = notes.query(query_texts=[question], n_results=TOP_K + 1)["documents"][0]
    assert LATER in wider, wider
    with fault():
        found = notes.query(query_texts=[question], n_results=TOP_K)
    hits = found["documents"][0]
    context = ["Today is Fri 16 March 2046. You are talking to Pam, who's on St Laurence's flower rota for Sat 17 "
               "March (the pedestal by the font)."] + hits
    assert LATER not in context and not any(w in c.lower() for c in context
                                            for w in ("tony", "verger", "tenerife")), context
    assert any("key's from Sheila (churchwarden)" in c for c in context), context
    reply = answer(question, context, mock="Sheila, the churchwarden - she's at no. 4 Church Lane. Give her another "
                                           "ring before you go round.")
finish(question, expected="Tony the verger - Sheila (churchwarden) is in Tenerife till the 20th and he has her keys",
       actual=reply)
