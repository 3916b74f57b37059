"""Batch 94 (held out). A canal boat hire yard's office: chromadb collection, script style (each call its own
trace).

App: Foxton Wharf Narrowboats keep the booking diary (kind "booking"), the handover sheets filled in when a boat
goes out and comes back (kind "handover", status "out"/"back") and yard jobs (kind "job") in one chroma
collection. At the end of each month the office clears the handover sheets of boats that are back, and the
office helper answers from whatever is left.

Planted fault (DeletionError): the end-of-July-holidays clear-out (Mon 11/8) deletes the "back" handover sheets.
One of them, Kestrel's return on Sat 9/8, also says that Mrs Okafor loved the boat and asked for her again at
October half term as a full week, Sat 25/10 to Sat 1/11, not the Fri-Mon short break they'd pencilled; Tom took
her card and said fine. The booking diary still says Fri 24/10 - Mon 27/10, 3 nights. Question (Tue 12/8, Dan,
doing the diesel and pump-out planner): "how long have the okafors got kestrel for at october half term?" ->
expected a week (7 nights). The assistant says 3 nights.

Expected verdict: DeletionError at the chroma delete (the clear-out, wrapped in fault()). Asserted: the Kestrel
return sheet is in the query results before the delete and gone from the collection and the context after it;
the diary's 3-night line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b94_chroma_canal_kestrel_nights_delete", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

RETURN = ("KESTREL back sat 9/8 10.05am (Okafor fam). fuel 3/4, pump out done, 1 windlass in the cut - £15 off "
          "the dep. Mrs O loved her, wants Kestrel again oct half term & wants the whole week now - sat 25/10 to "
          "sat 1/11, not the fri-mon they'd pencilled. took card no., said fine, nothing else on K that wk - Tom")
DOCS = [
    ("booking", "-", "KESTREL - Okafor, fri 24/10 - mon 27/10 short break (3 nts), pencilled 2/7, £520, dep "
                     "not yet"),
    ("handover", "back", RETURN),
    ("handover", "out", "HERON out mon 11/8 2.15pm, Henderson x4 + dog. shown locks 1-3 at Foxton, tiller + "
                        "weed hatch talk done, fuel full"),
    ("handover", "back", "MARIGOLD back fri 8/8 9.20, Patel party - all fine, left a bag of spuds in the "
                         "fridge lol. pump out done"),
    ("booking", "-", "HERON - Henderson, mon 11/8 - fri 15/8 (4 nts), pd in full"),
    ("job", "-", "Kestrel stern gland dripping a bit, Gaz to look before the 16th"),
    ("booking", "-", "MARIGOLD - Cole, sat 23/8 wk, £1,180, dep pd"),
    ("handover", "back", "KESTREL back sat 26/7 9.50, Brown couple, minor scrape stbd bow, no charge"),
]

client = chromadb.EphemeralClient()
yard = client.get_or_create_collection("foxton-wharf-office", embedding_function=offline.chroma_embedding_function())
yard.add(ids=[f"y{i:02d}" for i in range(len(DOCS))], documents=[t for _, _, t in DOCS],
         metadatas=[{"kind": k, "status": s} for k, s, _ in DOCS])

question = "how long have the okafors got kestrel for at october half term?"
words = "Okafor Kestrel october half term nights booking"  # the helper's search words
before = yard.query(query_texts=[words], n_results=5)["documents"][0]
assert RETURN in before, before

# Mon 11/8: clear the handover sheets of boats that are back
with fault():
    yard.delete(where={"status": "back"})

stored = yard.get()["documents"]
hits = yard.query(query_texts=[words], n_results=5)["documents"][0]
context = ["Today is Tue 12 August 2036. You are talking to Dan in the office."] + hits
assert RETURN not in stored and RETURN not in context
assert not any("whole week" in c or "1/11" in c for c in stored + context)
assert any("fri 24/10 - mon 27/10 short break (3 nts)" in c for c in context), context
reply = answer(question, context, mock="3 nights - Fri 24th to Mon 27th October, a short break (still only "
                                       "pencilled, no deposit yet).")
finish(question, expected="a full week - 7 nights, Sat to Sat", actual=reply)
