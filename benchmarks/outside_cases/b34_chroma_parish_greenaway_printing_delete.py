"""Batch 34 (held out). A parish newsletter's editor's notes: chromadb EphemeralClient with memtrace's offline
embedding function, script style (each call its own trace).

App: Margaret edits "The Link", the monthly newsletter of St Michael's, Bishops Tawton (400 copies, printed by
Taw Print in Barnstaple, delivered by a dozen volunteers). Her notes live in one collection with metadata
``{"kind", "runs_to"}`` (kind article / advert / printing / misc; runs_to = the last issue an advert is paid for,
as yyyymm, 0 otherwise). At the start of each month the app clears out the adverts whose run has ended, so the
assistant doesn't offer them space they haven't paid for. Fifteen notes, March-May 2025.

Planted fault (DeletionError): the garage's advert note also holds what Mr Greenaway offered when his run ended:
"Greenaway's Garage quarter page, Feb-Apr issues paid (£45). Mr G popped in after the 10.30 - not renewing the ad
but he'll put £120 towards the June printing as the garage's 50th, cheque to the PCC, wants a line of thanks on p2".
The 1 May clear-out (adverts with runs_to before 202505) deletes it. Question (Tue 20/5): "how much is Greenaway's
putting towards the June printing bill?" -> expected GBP 120. The assistant has the June print quote and the list of
sponsors, no Greenaway figure, and says it can't see an amount.

Expected verdict: DeletionError at chroma.delete (the one delete in fault()). Asserted: the Greenaway note is
returned by the query before the delete and is neither stored nor in the context after; the print quote is in the
context. Another reading: none that we see; nothing else writes that note.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b34_chroma_parish_greenaway_printing_delete", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

GREENAWAY = ("Greenaway's Garage quarter page, Feb-Apr issues paid (£45). Mr G popped in after the 10.30 - not "
             "renewing the ad but he'll put £120 towards the June printing as the garage's 50th, cheque to the PCC, "
             "wants a line of thanks on p2")
NOTES = [
    ("advert", 202512, "Tawside Tearooms half page, all yr, £160 paid Jan, same artwork as last yr"),
    ("printing", 0, "Taw Print: 400 copies A5 booklet 16pp, £265/issue b&w, £310 if colour cover. Files by the 22nd, "
                    "ready the 27th, Ken collects"),
    ("article", 0, "June: Rev Anne's letter, the fete (Sat 28/6, 2-5, vicarage lawn), bell ringers' outing, Brownies"),
    ("advert", 202504, GREENAWAY),
    ("advert", 202504, "Barnstaple Carpets ¼ page, Feb-Apr, paid, they might come back in the autumn"),
    ("misc", 0, "Delivery - Joan can't do Sticklepath Rd any more (knees), Pete's taking it on from May"),
    ("printing", 0, "June printing: colour cover for the fete, so £310. PCC pays 2/3, rest from sponsors + ads"),
    ("article", 0, "Brownies piece from Sue - 2 photos, need parents' ok before it goes in"),
    ("advert", 202509, "Dr Oakley's physio, business card size, May-Sept, £30 paid by BACS"),
    ("misc", 0, "June sponsors so far: the WI £50 (for the fete page), Tawside Tearooms £25. Thank-you box p2"),
    ("article", 0, "Bell ringers' outing to Dartmoor towers Sat 7/6, coach from the lych gate 8.15, £18"),
    ("advert", 202503, "Tawton Taxis ¼ page, Jan-Mar, not renewing, retiring - nice bit about Colin for July?"),
    ("misc", 0, "Copy deadline 15th each month, email to thelink.stmichaels@ or the box in the porch"),
    ("article", 0, "Churchyard tidy Sat 14/6 10-12, bring gloves + secateurs, squash + biscuits"),
    ("printing", 0, "Paper's gone up, Taw Print say £15 more from July, still cheaper than Barnstaple Copy Shop"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("the-link", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, _, t in NOTES],
          metadatas=[{"kind": k, "runs_to": r} for k, r, _ in NOTES])

question = "how much is Greenaway's putting towards the June printing bill?"
before = notes.query(query_texts=[question], n_results=len(NOTES))["documents"][0]
assert GREENAWAY in before, before

# 1 May clear-out: adverts whose paid run has ended
with fault():
    notes.delete(where={"$and": [{"kind": "advert"}, {"runs_to": {"$lt": 202505}}]})

stored = notes.get()["documents"]
hits = notes.query(query_texts=[question], n_results=8)["documents"][0]
context = ["Today is Tue 20/5/25."] + hits
assert GREENAWAY not in stored
assert any("June printing: colour cover for the fete, so £310" in c for c in context), context
assert not any("Greenaway" in c or "£120" in c for c in context + stored), context
reply = answer(question, context, mock="I can't see a figure from Greenaway's for June. The June print is £310 with "
                                       "the colour cover; so far the WI are giving £50 and the Tearooms £25.")
finish(question, expected="£120 - his garage's 50th year", actual=reply)
