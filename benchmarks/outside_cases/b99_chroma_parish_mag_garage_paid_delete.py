"""Batch 99 (held out). A parish magazine's advertisers file: chromadb collection, script style (each call its own
trace).

App: the Weston Link, St Mary's parish magazine, keeps its advertisers' records in one chroma collection, each
tagged with the year it was written ("year" metadata). Janet, the advertising manager, asks the helper before she
sends the chasers. At the start of the new year she clears out last year's records.

Planted fault (DeletionError): the clear-out on 5/1/36 deletes every record tagged 2035. One of them, from
28/11/35, says Phil at Green's Garage paid for two years in one go at the old rate (£300 cheque, half page), so he
is covered for all of 2036 and shouldn't be invoiced till Nov 36. The 2036 renewals list (forms back from
Barkers, the Plough, Weston Physio and Hair by Dee; nothing from Green's Garage or Sunny Days nursery) is still
there. Question (Mon 12/1/36, Janet): "do i need to chase green's garage for their advert money this year? doing
the chasers this wk" -> expected no, he paid two years up front in November. The assistant says yes.

Expected verdict: DeletionError at the chroma delete (the clear-out, wrapped in fault()). Asserted: the Green's
record is in the query results before the delete and gone from the collection and the context after it; the
renewals list is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b99_chroma_parish_mag_garage_paid_delete", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

GREENS = ("28/11/35 - Phil @ Green's Garage popped in, paid 2 yrs in one go at this yr's rate (£300 chq, banked "
          "today) so his half page is covered right thru 2036 too. DON'T invoice him again till Nov 36!")
DOCS = [
    (2035, "rate card 2035: full page £280/yr, half £150, quarter £85, back cover £400. 11 issues (no Aug)"),
    (2035, GREENS),
    (2035, "Sunny Days nursery - quarter page, paid 3/2/35, new logo from Feb issue, proof ok'd by Kerry"),
    (2036, "rate card 2036 - up £10 across the board (printer's costs), half page now £160, full £290"),
    (2036, "renewals 36 - forms back: Barkers Bakery, The Plough, Weston Physio, Hair by Dee (wants colour!). "
           "nothing yet from Green's Garage or Sunny Days nursery"),
    (2036, "new: Weston Windows want a quarter from March, sending artwork by 10/2"),
    (2035, "Dec issue proofs all back except the Plough, went with last yr's"),
    (2036, "chasers go out 2nd wk of Jan, Janet does them, Rev Sue signs"),
]

client = chromadb.EphemeralClient()
ads = client.get_or_create_collection("weston-link-ads", embedding_function=offline.chroma_embedding_function())
ads.add(ids=[f"ad{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
        metadatas=[{"year": y} for y, _ in DOCS])

question = "do i need to chase green's garage for their advert money this year? doing the chasers this wk"
words = "Green's Garage advert paid renewal 2036 chase"  # the helper's search words
before = ads.query(query_texts=[words], n_results=8)["documents"][0]
assert GREENS in before, before

# 5/1/36: clear out last year's records
with fault():
    ads.delete(where={"year": 2035})

stored = ads.get()["documents"]
hits = ads.query(query_texts=[words], n_results=8)["documents"][0]
context = ["Today is Mon 12 January 2036. You are talking to Janet, the advertising manager."] + hits
assert GREENS not in stored and GREENS not in context
assert not any("2 yrs" in c or "£300" in c or "Nov 36" in c for c in stored + context), context
assert any("nothing yet from Green's Garage" in c for c in context), context
reply = answer(question, context, mock="Yes - Green's Garage haven't sent their renewal form back yet, so put them "
                                       "on this week's chasers.")
finish(question, expected="no - Phil paid for two years at once back in November", actual=reply)
