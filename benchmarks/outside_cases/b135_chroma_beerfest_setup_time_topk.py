"""Batch 135 (held out). A craft beer festival committee's notes: chromadb collection, one root span per note and one
for the question; the helper's search keeps only its top 2 matches.

App: the Tolbury Beer & Cider Festival (Fri 12th - Sat 13th June, in a marquee on the rugby club's back pitch)
keeps its committee's notes - casks, glasses, volunteers, the marquee, first aid, the band - in one chroma
collection. When someone asks something, the helper searches it and passes the best 2 matches to the model, to keep
the prompt short.

Planted fault (RetrievalError, cut by top-k): the volunteer rota has the setup crew (Gav, Lou, Priya, Tom B) at the
marquee 5pm on the Friday, doors 6.30. Mick, the chair, posted on 9/6 that the marquee firm want to be off site by 4
and the brewery drays have moved to Fri 4pm, so the crew's needed from half 3 to sign the tent off and get the
stillage up before the beer arrives - with the tokens going up to £2.50 (card machine fees) in the same note. A
second volunteers note (t-shirts, the WhatsApp group) ranks above it, so the search with ``n_results=2`` leaves it
out. Question (Weds 10/6, Jen, who does the tokens table and the volunteers' texts): "what time do the setup lot
need to be at the marquee fri? sending the reminder tonight" -> expected half 3 (3.30pm; the marquee firm leave at 4
and the drays come at 4). The assistant says 5pm.

Expected verdict: RetrievalError at the chroma query (wrapped in fault()): Mick's note is in the collection and the
same search asking for 5 results finds it, but the search the app made, cut to 2, could not return it. Asserted:
the 5-result search returns it and the 2-result one does not; the rota line (marquee 5pm) is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b135_chroma_beerfest_setup_time_topk", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MICK = ("Mick (chair) 9/6 - marquee firm want to be off site by 4 fri, + the drays have moved to fri 4pm, so we need "
        "the crew there from half 3 to sign the tent off + get the stillage up before the beer arrives. tokens £2.50 "
        "now not £2 (card machine fees)")
NOTES = [
    ("Lou", "VOLUNTEER ROTA fri 12th - setup crew (Gav, Lou, Priya, Tom B) at the marquee 5pm to stillage the casks "
            "+ get the cooling jackets on, doors 6.30. glass wash Sue + Al, tokens table Jen"),
    ("Gav", "casks - 28 firkins + 6 polypins of cider booked in, Thornbridge sending 4 extra on sale or return. "
            "brewery drays thurs pm"),
    ("Lou", "volunteers: 22 signed up so far, setup crew + glass wash get the free t-shirt + a pint after. Lou's "
            "running the whatsapp group, send her your shifts"),
    ("Sue", "glasses: 600 lined oversized (third/half/pint), £3 deposit, boxes in the clubhouse store. 50 spare from "
            "last yr somewhere"),
    ("Mick", MICK),
    ("Jen", "first aid St John's both nights 6-11, sat afternoon 3-11. lost kids point by the tokens table"),
    ("Gav", "band sat 8pm The Rusty Gates, they want 2 double sockets by the stage + a pint each lol"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("tolbury-beerfest", embedding_function=offline.chroma_embedding_function())
for i, (who, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i} {who}"):
        notes.add(ids=[f"n-{i:02d}"], documents=[text], metadatas=[{"by": who}])

question = "what time do the setup lot need to be at the marquee fri? sending the reminder tonight"
words = "setup crew marquee what time friday volunteers"
with turn_span("question Weds 10/6"):
    wide = notes.query(query_texts=[words], n_results=5)["documents"][0]
    assert MICK in wide, wide
    with fault():
        hits = notes.query(query_texts=[words], n_results=2)["documents"][0]
    context = ["Today is Weds 10 June 2037. You are talking to Jen, on the Tolbury Beer & Cider Festival committee "
               "(she does the tokens table and texts the volunteers)."] + hits
    assert MICK not in context and not any("half 3" in c or "drays have moved" in c for c in context), context
    assert any("at the marquee 5pm" in c for c in context), context
    reply = answer(question, context, mock="5pm at the marquee on Friday - they're stillaging the casks and putting "
                                           "the cooling jackets on before doors at 6.30.")
finish(question, expected="half 3 (3.30pm) - the marquee firm leave at 4 and the drays come at 4", actual=reply)
