"""Batch 92 (held out). A funeral director's arrangements: chromadb collection, script style (each call its own
trace).

App: Halls & Son, funeral directors, keep each family's arrangements in one chroma collection: booking sheets
(kind "booking"), to-do items (kind "task", status open/done) and general notes. The office runs a tidy-up every
Monday that deletes the done tasks, and the drivers' helper answers from whatever is left.

Planted fault (DeletionError): Monday 17/11's tidy-up deletes the done tasks. One of them, the flowers for Mrs
Ellis (ordered from Petals, done), also says that Karen, the daughter, rang: the grandchildren are coming down
from Aberdeen after all, so the family want a second limousine (£295, she's fine with it) - hearse plus two limos
from the house. The booking sheet still says hearse + 1 limo. Question (Wed 19/11, Dean, who does the drivers'
rota): "how many cars are we sending out for the Ellis funeral on friday, hearse included?" -> expected 3 (hearse
and two limousines). The assistant says 2.

Expected verdict: DeletionError at the chroma delete (the tidy-up delete, wrapped in fault()). Asserted: the
flowers task is in the query results before the delete and gone from the collection and the context after it; the
booking sheet is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b92_chroma_funeral_cars_delete", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

FLOWERS = ("ELLIS - flowers ordered w Petals 14/11, 'MUM' in white chrysants + a casket spray, deliver to us "
           "thurs pm. DONE. nb Karen (daughter) rang while I was on - grandkids coming down from Aberdeen after all "
           "so they want a 2nd limo, hearse + 2 limos from the house. told her £295 extra, she's fine w that")
DOCS = [
    ("booking", "-", "ELLIS, Mrs Joan (87) - FRI 21/11, 11am St Mary's Kimpton, then Harwood Park crem 12.15. "
                     "hearse + 1 limo from 14 Mill Lane 10.30. bearers x4 ours. Rev Alan"),
    ("task", "done", FLOWERS),
    ("task", "open", "ELLIS - order of service proofs to Karen, 60 copies, she wants the photo from the caravan "
                     "holiday on the front"),
    ("task", "done", "BRENNAN - death cert collected from the registrar 12/11, copy in the file"),
    ("booking", "-", "BRENNAN, Mr Patrick - thurs 20/11 2pm Harwood Park crem only, hearse only, family making "
                     "own way"),
    ("note", "-", "limo 2 (the grey Merc) back from the garage 18th, new tyres - Steve"),
    ("task", "done", "ELLIS - obituary in the Herts Advertiser, ran wed 12/11, £64 paid"),
    ("task", "open", "order more hymn books for the chapel, we're down to 40"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("halls-arrangements", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"a{i:02d}" for i in range(len(DOCS))], documents=[t for _, _, t in DOCS],
          metadatas=[{"kind": k, "status": s} for k, s, _ in DOCS])

question = "how many cars are we sending out for the Ellis funeral on friday, hearse included?"
words = "Ellis funeral friday cars hearse limo"  # the helper's search words
before = notes.query(query_texts=[words], n_results=5)["documents"][0]
assert FLOWERS in before, before

# Monday 17/11: clear the done tasks
with fault():
    notes.delete(where={"status": "done"})

stored = notes.get()["documents"]
hits = notes.query(query_texts=[words], n_results=5)["documents"][0]
context = ["Today is Wed 19 November 2036. You are talking to Dean, who does the drivers' rota."] + hits
assert FLOWERS not in stored and FLOWERS not in context
assert not any("2 limos" in c or "2nd limo" in c for c in stored + context)
assert any("hearse + 1 limo from 14 Mill Lane" in c for c in context), context
reply = answer(question, context, mock="Two - the hearse and one limo, leaving 14 Mill Lane at 10.30.")
finish(question, expected="three: the hearse plus two limos for the family", actual=reply)
