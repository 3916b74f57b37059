"""chromadb, an office-manager bot that keeps procurement notes in a collection and, for "supplier" questions,
fetches every supplier note with `collection.get(where={"category": "supplier"})` (no vector search: the list is
short) and lets the model read them in date order.

Fault: the note about the latest switch came in through the Slack integration, which writes the category as
"Supplier". The app's `get(where=...)` is an exact match, so the December switch to Kaffeerösterei Nord is not
fetched; the model sees the two earlier switches and answers "Rosso Caffe".

Expected: RetrievalError at `chroma.get` (its filter kept the record out): the note was written intact and never
changed; this read's where-filter excluded it. (Judgement call: one could blame the Slack write's metadata, but the
record itself holds the fact and the read is where it is lost.) Question kind: "which ... last" ordering.
"""
import chromadb

import common

common.setup("b3_chroma_get_where_last", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

client = chromadb.EphemeralClient()
notes = client.create_collection("procurement", embedding_function=offline.chroma_embedding_function())
notes.add(ids=["n1", "n2", "n3", "n4"],
          documents=["2025-03-10: switched coffee supplier from Tchibo to Bean & Leaf (better price per kg).",
                     "2025-06-02: cleaning contract renewed with BrightOffice for 12 months.",
                     "2025-08-21: switched coffee supplier from Bean & Leaf to Rosso Caffe after the quality complaints.",
                     "2025-09-15: printer toner now ordered from PaperPoint."],
          metadatas=[{"category": "supplier", "source": "web"}, {"category": "contract", "source": "web"},
                     {"category": "supplier", "source": "web"}, {"category": "supplier", "source": "web"}])
# the Slack integration
notes.add(ids=["slack-88"], documents=["2025-12-01: switched coffee supplier from Rosso Caffe to Kaffeeroesterei Nord "
                                       "(local roaster, delivers weekly)."],
          metadatas=[{"category": "Supplier", "source": "slack"}])

Q = "Which coffee supplier did we switch to last?"
with common.fault():
    got = notes.get(where={"category": "supplier"})
ctx = sorted(got["documents"])
assert not any("Nord" in d for d in ctx), ctx
ans = common.answer(Q, ctx, mock="The last switch was to Rosso Caffe, in August 2025.")
common.finish(Q, "Kaffeeroesterei Nord", ans)
