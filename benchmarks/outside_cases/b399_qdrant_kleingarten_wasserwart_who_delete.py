"""Batch 399 (held out). A Schrebergarten association's board notes in Leipzig: qdrant collection of the Vorstand's
notes, one root span per note, one for the Schriftführerin's clear-out and one for the question; the clear-out deletes,
by a payload filter, the Begehung notes she has typed into the Protokoll, and one of them also carried the new
Wasserwart.

App: the Kleingartenverein "Sonnenwinkel" e.V. in Leipzig (40 Parzellen) - every spring the Vorstand walks the
Anlage (the Frühjahrsbegehung: hedges, Lauben, one third kleingärtnerische Nutzung), the water is switched on in
April and every Pächter reads his own Wasseruhr and gives the Zählerstand to the Wasserwart until 30.04. The Vorstand
writes notes in English with German words mixed in into one qdrant collection (payload ``kind``: aemter, termine,
finanzen, begehung). When the Begehung Protokoll is written and in the Ordner, Heike (the Schriftführerin) deletes the
begehung notes with a filter on ``kind``; the helper answers from the 4 nearest notes.

Planted fault (DeletionError): the Ämter note (15.01.2051, 18:00) has "Wasserwart: Herr Vogt (Parz. 9)". Heike's
Begehung note of Sa 22.04. (Teil 2, Parz. 21-40) is about too much Rasen, a trampoline and a Laube's gutter, and says
in the middle that Herr Vogt told her at Parz. 9 he stops as Wasserwart, ab sofort, his Knie, and Frau Günther
(Parz. 31) takes the Wasseruhren already for this round - Klaus (Vorsitzender) agreed per Telefon. Heike's clear-out
(Mo 24.04.) deletes the begehung notes, that one with them. Question (Do 27.04., Frau Seidel, Parz. 14): "who do I
give my Wasseruhr Zählerstand? it's 184,6 m³, I want to do it before the 30." -> expected Frau Günther, Parz. 31
(Herr Vogt stopped, his Knie). The assistant says Herr Vogt, Parz. 9.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the Sa 22.04. note was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided the
answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context after
it (nothing on Frau Günther, his Knie or "ab sofort"); the Ämter note's "Wasserwart: Herr Vogt (Parz. 9)" is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b399_qdrant_kleingarten_wasserwart_who_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "kgv-sonnenwinkel-vorstand-2051"
WART = ("Sa 22.04. (Heike) Begehung Teil 2, Parz. 21-40: 3 Parzellen with too much Rasen (1/3 kleingärtnerische "
        "Nutzung!!), Parz. 33 has a Trampolin, Parz. 38 Laube Dachrinne hangs. Herr Vogt told me at Parz. 9 he stops "
        "as Wasserwart, ab sofort, his Knie 😕 Frau Günther (Parz. 31) takes the Wasseruhren already for this round, "
        "Klaus agreed per Telefon")
NOTES = [
    (1, "aemter", "Klaus", "15.01.2051, 18:00 Ämter 2051: Vorsitzender Klaus Berger, Kassenwart Uwe Franke, "
                           "Schriftführerin Heike Lindner, Wasserwart: Herr Vogt (Parz. 9), Gartenfachberater "
                           "Herr Pohl"),
    (2, "termine", "Heike", "Wasser an Sa 08.04. (if no Frost), Wasser ab 28.10. Zählerstand Wasseruhr read yourself "
                            "after Wasser an and give it to the Wasserwart until 30.04., Zettel or WhatsApp"),
    (3, "finanzen", "Uwe", "Wasserpreis 2051: 2,85 € per m³ + 12,00 € Grundgebühr per Parzelle, comes with the "
                           "Jahresrechnung 2052"),
    (4, "begehung", "Heike", "Sa 15.04. Begehung Teil 1, Parz. 1-20: mostly ok 👍 Parz. 12 Hecke too high "
                             "(max 1,25 m!), Parz. 17 Komposthaufen too near to the Weg, letters go out next week"),
    (5, "begehung", "Heike", WART),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "who do I give my Wasseruhr Zählerstand? it's 184,6 m³, I want to do it before the 30."
vec = offline.embed([question])[0]
with turn_span("clear-out Mo 24.04."):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert WART in before, before
    im_protokoll = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="begehung"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=im_protokoll))

with turn_span("question Do 27.04."):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Do 27.04.2051. You are talking to Frau Seidel, Pächterin of Parz. 14 in the Kleingartenverein "
               "Sonnenwinkel e.V., Leipzig."] + hits
    assert WART not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("günther", "knie", "ab sofort")), stored
    assert any("Wasserwart: Herr Vogt (Parz. 9)" in c for c in context), context
    reply = answer(question, context, mock="To Herr Vogt, the Wasserwart (Parz. 9) - on a Zettel or per WhatsApp, "
                                           "until 30.04.")
finish(question, expected="Frau Günther, Parz. 31 - Herr Vogt stopped as Wasserwart because of his Knie",
       actual=reply)
