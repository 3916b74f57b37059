"""Batch 275 (held out). A pottery studio's kiln firings: chromadb collection of the studio's notes, script style
(every call its own trace); for a "how much" question the helper asks only the prices, kiln and membership notes,
and the note with the new firing charge was filed under the classes.

App: Clay Barn Pottery in Hebden Bridge run evening classes and let members fire their own work in the studio
kiln - a bisque firing then a glaze firing, charged per piece per firing, loaded by Bev on Tuesdays. Bev (who runs
the studio) files her notes into one chroma collection with metadata ``kind`` (prices, kiln, classes, members,
shop); for a "how much" question the helper asks only the prices, kiln and members notes
(``where={"kind": {"$in": ["prices", "kiln", "members"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Bev's note of 2051-01-09T18:00 has firing at £4 a piece
per firing (mugs and bowls up to 15cm, bigger by size). Her note of Weds 5 Mar starts with the spring classes (the
Thursday wheel course full, a waiting list, Sunday hand-building taster) - so it was filed as classes - and says,
in passing, that with the electric gone up again firing's going to have to be £5 a piece per firing from the 1st
of March, sorry all. Question (Mon 17/3, Tom, a member): "how much to fire my 3 mugs? they need bisque + glaze" ->
expected £30 (3 mugs x 2 firings x £5). The scoped query returns the prices, kiln and members notes; the assistant
says £24.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Weds 5 Mar note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
£5 a piece or "electric"; the £4 a piece per firing is in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b275_chroma_pottery_firing_cost_sum_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

PRICE = ("Weds 5 Mar - spring classes: thurs wheel course is FULL (waiting list on the board), sun hand building "
         "taster 2nd apr has 3 spaces. ALSO with the electric gone up again firing's going to have to be £5 a piece "
         "per firing from the 1st march, sorry all 😬 same sizes as before")
NOTES = [
    ("prices", "2051-01-09T18:00 FIRING PRICES 🔥 £4 a piece per firing (bisque or glaze), mugs + bowls up to 15cm. "
               "bigger stuff by size, ask me. pay in the honesty tin or card at the desk"),
    ("kiln", "kiln loads tues, bisque one wk glaze the next, pieces on the firing shelf by mon 6pm w/ ur initials "
             "scratched in the base!!"),
    ("members", "14/1 members' open studio weds 6-9 + sat 10-1, £45 a month incl 10kg clay, firing NOT incl"),
    ("classes", PRICE),
    ("shop", "Fri 7th Feb - glazes in stock: tenmoku, celadon, shino, the new speckled oatmeal. tools in the shop, "
             "10% off for members"),
    ("classes", "3/2 kids' clay club sat mornings starts back 8th feb, Priya's running it, max 8"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("clay-barn-studio-2051", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Bev"}])

question = "how much to fire my 3 mugs? they need bisque + glaze"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert PRICE in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["prices", "kiln", "members"]}})
hits = found["documents"][0]
context = ["Today is Mon 17 March 2051. You are talking to Tom, a member at Clay Barn Pottery."] + hits
assert PRICE not in hits and not any(w in c.lower() for c in context for w in ("£5 a piece", "electric")), context
assert any("£4 a piece per firing" in c for c in context), context
reply = answer(question, context, mock="£24 - 3 mugs x 2 firings (bisque + glaze) at £4 a piece per firing.")
finish(question, expected="£30 - 3 mugs x 2 firings at £5 a piece per firing (it went up on the 1st of March)",
       actual=reply)
