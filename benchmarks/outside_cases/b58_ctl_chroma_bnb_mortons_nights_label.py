"""Batch 58 (held out), control. A small B&B's notes: chromadb EphemeralClient with memtrace's offline embedding
function, script style (each call its own trace).

App: Helen at Larkrise B&B keeps every note in one collection with metadata ``{"kind"}`` (stay, guest, supplier,
house) and asks the assistant when she does the invoices. Mr and Mrs Morton booked room 1 for five nights, Mon 21
to Sat 26 Sept. At 5am on the Friday their daughter went into labour in Exeter; they had gone by 7, so they slept
at Larkrise four nights (Mon, Tue, Wed, Thu), and Helen said she would only charge for those.

No fault planted. Question (Mon 28/9, Helen writing the Mortons' invoice): "how long were the Mortons with us?" The
model answers four nights, right per memory. The label says five nights, Monday to Saturday, the booking. Expected
verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b58_ctl_chroma_bnb_mortons_nights_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("stay", "Mortons rm 1 mon 21 - sat 26 Sept, 5 nts @ £85, deposit £85 pd, retired, walking the Ridgeway"),
    ("supplier", "Manor Farm eggs up to £3.60 a doz from Oct, fair enough"),
    ("stay", "Fri 25th - Mrs Morton's daughter went into labour in Exeter at 5am!! they were packed + gone by 7, "
             "keys on the hall table. told them don't be daft we'll only charge for the nights they slept here. "
             "baby girl Ivy 7lb 2 by lunchtime"),
    ("house", "rm 1 free fri + sat nts now - put it back on booking.com? too late prob"),
    ("guest", "Mr Ellis rm 2 mon-thurs this wk as usual, invoice the MOD firm end of month"),
    ("stay", "Walshes rm 1 + 2, 19-20 Sept, £360, wedding at the Barge"),
    ("house", "Sat 26th - stripped rm 1, Mrs M left a bottle of wine + a note, so kind"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("larkrise-invoices", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, t in NOTES],
          metadatas=[{"kind": k} for k, _ in NOTES])

question = "how long were the Mortons with us?"
hits = notes.query(query_texts=["Mortons rm 1 nights stay Sept Mrs Morton"], n_results=5)["documents"][0]
context = ["Today is Mon 28 Sept 2026."] + hits
assert any("5 nts @ £85" in c for c in context), context
assert any("went into labour in Exeter" in c for c in context), context
reply = answer(question, context, mock="Four nights - Monday to Thursday night; they left first thing Friday when "
                                       "their daughter went into labour, so charge 4 x £85.")
finish(question, expected="five nights, Mon 21st to Sat 26th", actual=reply)
