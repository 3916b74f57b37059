"""Batch 75 (held out). A hospice charity shop: chromadb EphemeralClient with memtrace's offline embedding function,
script style (each call its own trace).

App: the Longfield Hospice shop on Stroud High St (manager Wendy, about 20 volunteers) keeps its notes in one
collection: the weekly handover notes (metadata ``{"kind": "handover", "week": yyyymmdd}``) and the standing notes
(``{"kind": "standing", "week": 0}``). Each month Wendy deletes handover notes more than a month old so the
volunteers' assistant only sees what's current. Ten documents, Sept - Nov 2032.

Planted fault (DeletionError): the handover of w/c 27/9 also held a lasting arrangement: "busy wk - 41 bags in on
tues alone. 2 new vols (Rhian + Mr Ellis, thurs pms). Lorraine (area mgr) says gift aid forms are NOT to sit in
the safe any more, they go in the red envelope + in the post to head office every fri b4 the 4pm collection. she
was quite firm". The clear-out on 1/11 deletes it. Question (Fri 5/11, Mr Ellis, closing up): "where do the gift
aid forms go at the end of the week?" -> expected in the red envelope and posted to head office. The assistant goes
by the standing note: in the safe in the back office.

Expected verdict: DeletionError at chroma.delete (the one delete inside fault()). Asserted: the handover is a hit of
the app's query before the delete, and is neither stored nor in the context after; the standing note is in the
context. Another reading: none that we see; no other note mentions the red envelope or head office.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b75_chroma_hospice_giftaid_forms_delete", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

HANDOVER = ("busy wk - 41 bags in on tues alone. 2 new vols (Rhian + Mr Ellis, thurs pms). Lorraine (area mgr) says "
            "gift aid forms are NOT to sit in the safe any more, they go in the red envelope + in the post to head "
            "office every fri b4 the 4pm collection. she was quite firm")
DOCS = [
    ("standing", 0, "end of day: cash up, float £100 back in the tin, gift aid forms + the takings sheet in the "
                    "safe in the back office, alarm code on the card in Wendy's drawer"),
    ("handover", 20320913, "w/c 13/9 - window changed to autumn (the brown coat display), Pat says the steamer "
                           "leaks again"),
    ("standing", 0, "NO electricals on the shop floor unless PAT tested, they go in the blue crates for Tues"),
    ("handover", 20320920, "w/c 20/9 - Dave off sick, Sue + Jan covered sat. book sale table did £62"),
    ("handover", 20320927, HANDOVER),
    ("standing", 0, "sorting room: wash hands after bags, gloves by the sink, sharps box on the top shelf"),
    ("handover", 20321004, "w/c 4/10 - wedding dress went for £120!! the Halloween window needs doing by 25th"),
    ("handover", 20321011, "11/10 - till roll order came, 20 rolls under the counter. v quiet wed, rained"),
    ("handover", 20321018, "w/c 18.10 - takings £2,214 for the wk, best since Easter. Rhian's doing the window"),
    ("handover", 20321025, "half term wk - kids' books flying, restock from the crates in the loft"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("longfield-stroud", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(DOCS))], documents=[t for _, _, t in DOCS],
          metadatas=[{"kind": k, "week": w} for k, w, _ in DOCS])

question = "where do the gift aid forms go at the end of the week?"
words = "gift aid forms end of day week safe post where go"  # the app's search words
before = notes.query(query_texts=[words], n_results=4)["documents"][0]
assert HANDOVER in before, before

# 1 November: clear out handover notes more than about a month old (before 1 October)
with fault():
    notes.delete(where={"$and": [{"kind": "handover"}, {"week": {"$lt": 20321001}}]})

stored = notes.get()["documents"]
hits = notes.query(query_texts=[words], n_results=4)["documents"][0]
context = ["Today is Fri 5 November 2032, 3.15pm. You are talking to Mr Ellis, a new volunteer closing up."] + hits
assert HANDOVER not in stored and HANDOVER not in context
assert not any("red envelope" in c or "head office" in c for c in stored + context)
assert any("gift aid forms + the takings sheet in the safe" in c for c in context), context
reply = answer(question, context, mock="In the safe in the back office, with the takings sheet - after you've cashed "
                                       "up and put the £100 float back in the tin.")
finish(question, expected="red envelope, posted off to head office (Lorraine's rule)", actual=reply)
