"""Batch 307 (held out). A pantomime costume hire: chromadb collection of the shop's notes, one root span per note,
one for the returns clear-out and one for the question; the clear-out deletes, by a metadata filter, the returns
notes already checked into the book, and one of them also carried a change to a panto booking.

App: Curtain Up Costume Hire (Halifax) hires out panto sets to amateur groups - dames' frocks, ugly sisters,
principal boys, animal skins, wigs - for the Christmas and January runs. Maxine (who owns it) files notes into one
chroma collection with metadata ``kind`` (booking, returns, fitting, cleaning); once a group's returns are checked
off in the returns book she deletes the returns notes with ``collection.delete(where={"kind": "returns"})``. The
helper answers from the 4 nearest notes.

Planted fault (DeletionError): Maxine's booking note of 2050-09-12T11:00 has Todmorden AmDram's Jack and the
Beanstalk (Thu 8 - Sat 17 Dec): Dame Trott's frocks x3 in the size 18, the cow skin, Jack's tunic, collecting
Thu 1st Dec. Her returns note of Sun 6 Nov starts with the Brighouse Players' Addams Family lot coming back (2 capes
with make-up on the collars, to the dry cleaners) and says that while they were in, Gill from Todmorden rang -
their Dame's done his knee, the new Dame's a big lad, so Dame Trott's frocks want to be the 22s not the 18s, and
the big bloomers. The clear-out (Mon 21/11) deletes the returns notes, that one with them. Question (Tue 29/11,
Chloe, the Saturday girl): "what size are Todmorden's dame frocks? pulling them off the rail for thurs" -> expected
22 (their new Dame's a bigger lad). The assistant says 18.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): the Sun 6 Nov note was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided the
answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context after
it (nothing on the 22s, Gill or the knee); the booking note's "size 18" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b307_chroma_panto_costume_hire_dame_frock_size_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

RESIZE = ("Sun 6 Nov - Brighouse Players' Addams Family lot back, all present, 2 capes w/ make-up on the collars -> "
          "dry cleaners. while they were in Gill from Todmorden rang 🙄 their Dame's done his knee, new Dame's a big "
          "lad so Dame Trott's frocks want to be the 22s not the 18s, + the big bloomers")
NOTES = [
    ("booking", "2050-09-12T11:00 BOOKED Todmorden AmDram - Jack + the Beanstalk, thu 8 - sat 17 dec. Dame Trott's "
                "frocks x3 size 18, the cow skin (2 man), Jack's tunic + tights, giant's boots. collecting thu 1st "
                "dec, £420 + £150 dep"),
    ("booking", "14/9 Ripponden Players Aladdin, jan run - Widow Twankey x4 frocks, 2 policemen, genie (green!!). "
                "collect sat 7th jan"),
    ("returns", "2050-10-03 Sowerby Bridge Youth Theatre Oliver! returns in, 1 top hat missing, they're looking"),
    ("fitting", "Weds 19/10 fitting for Elland Players' Dick Whittington - cat skin's fine, Alderman's coat needs "
                "letting out 2in"),
    ("cleaning", "28.10. cow skin back from the cleaners, smells of Febreze not cow, result 😂"),
    ("returns", RESIZE),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("curtain-up-hire-2050", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Maxine"}])

question = "what size are Todmorden's dame frocks? pulling them off the rail for thurs"
with turn_span("returns clear-out Mon 21/11"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert RESIZE in before, before
    with fault():
        notes.delete(where={"kind": "returns"})

with turn_span("question Tue 29/11"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Tue 29 November 2050. You are talking to Chloe, who works Saturdays at Curtain Up Costume "
               "Hire."] + hits
    assert RESIZE not in stored and not any(w in c.lower() for c in stored + context
                                            for w in ("22s", "gill", "knee")), stored
    assert any("Dame Trott's frocks x3 size 18" in c for c in context), context
    reply = answer(question, context, mock="Size 18 - three of Dame Trott's frocks for Todmorden AmDram, collecting "
                                           "Thursday.")
finish(question, expected="22 - their new Dame's a bigger lad (the first one did his knee)", actual=reply)
