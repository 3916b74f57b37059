"""Batch 399 (held out). A Bäckerei's shift notes: chromadb collection of the Schichtbuch, script style (every call its
own trace); for a "how much / how many" question the helper asks only the order, recipe and delivery notes, and the
note with the Kita's new number was filed under the oven.

App: Bäckerei Hänsch in Leipzig (Backstube behind the shop, one Filiale) bakes the Daueraufträge (standing orders)
Monday to Friday: a Kita and a Seniorenheim pick up rolls at 6:15. The Weizenbrötchen dough for them is made the
evening before and goes in the Gärunterbrecher. The staff write their shift notes in English (Mehmet, Ronny and the
Azubi are not all German), German words mixed in, and the notes go into one chroma collection with metadata
``kind`` (bestellung, rezept, lieferung, ofen, personal, verkauf); for a "how much" question the helper asks only the
bestellung, rezept and lieferung notes (``where={"kind": {"$in": [...]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): the note of 03.03.2051 has the Daueraufträge - Kita
Pusteblume 45 Brötchen, Seniorenheim Am Parkweg 35 Brötchen + 2 Roggenmisch; the rezept note has 65 g Teigeinlage per
Brötchen. Ronny's note of Fr 10.03. starts with Ofen 2 (Herd 3 heats unequal again, Techniker Dienstag) - so it was
filed as ofen - and says, in passing, that the Kita called at 6:40: from Montag they need 60 Brötchen, not 45, they
have a new Krippengruppe. Question (So 12.03., Mehmet on the evening shift): "how much Teig do I make tonight for the
Kita + Seniorenheim Brötchen for Montag? in kg pls" -> expected 6,175 kg ((60 + 35) x 65 g). The scoped query returns
the order, recipe and delivery notes; the assistant says 5,2 kg ((45 + 35) x 65 g).

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Fr 10.03. note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has 60
Brötchen or the Krippengruppe; the 45 and 35 and the 65 g are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b399_chroma_baeckerei_kita_teig_kg_sum_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

KITA = ("Fr 10.03. Ronny - Ofen 2: Herd 3 heats again unequal, the Techniker comes Di between 13 and 15 Uhr, until "
        "then no Brot on Herd 3!! btw Kita Pusteblume called 6:40, from Montag they need 60 Brötchen not 45, they "
        "have a new Krippengruppe. same as always, no Mohn no Sesam")
NOTES = [
    ("bestellung", "03.03.2051 Daueraufträge Mo-Fr: Kita Pusteblume 45 Brötchen (normal Weizen, NO Mohn/Sesam!!), "
                   "Seniorenheim Am Parkweg 35 Brötchen + 2 Roggenmisch. Abholung 6:15 at the back door"),
    ("rezept", "Weizenbrötchen für Daueraufträge: Teigeinlage 65 g per Stück. Teig is made the evening before, into "
               "the Gärunterbrecher, it starts 3:30. Rest of the Rezept like the Ordner"),
    ("lieferung", "Do 09.03. Mehl Type 550 came, 30 Sack, Lager left side. Hefe is low, ordered for Montag"),
    ("ofen", KITA),
    ("personal", "Sa 11.03. Ronny is krank (Grippe), Frühschicht Sonntag Mehmet + Azubi Lea, Jana opens the Filiale"),
    ("verkauf", "Sa 11.03. Kasse Filiale 1.842,30 €, Eierschecke sold out 11:20 again 🙄 next Samstag 1 Blech more"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("baeckerei-haensch-schichtbuch-2051",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind}])

question = "how much Teig do I make tonight for the Kita + Seniorenheim Brötchen for Montag? in kg pls"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert KITA in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3,
                        where={"kind": {"$in": ["bestellung", "rezept", "lieferung"]}})
hits = found["documents"][0]
context = ["Today is So 12.03.2051, evening. You are talking to Mehmet, on the evening shift in the Backstube of "
           "Bäckerei Hänsch, Leipzig."] + hits
assert KITA not in hits and not any(w in c.lower() for c in context for w in ("60 brötchen", "krippengruppe")), context
assert any("Kita Pusteblume 45 Brötchen" in c and "Seniorenheim Am Parkweg 35 Brötchen" in c for c in context), context
assert any("Teigeinlage 65 g" in c for c in context), context
reply = answer(question, context, mock="5,2 kg - that's 45 + 35 = 80 Brötchen at 65 g each (5.200 g).")
finish(question, expected="6,175 kg - (60 for the Kita now + 35 Seniorenheim) x 65 g", actual=reply)
