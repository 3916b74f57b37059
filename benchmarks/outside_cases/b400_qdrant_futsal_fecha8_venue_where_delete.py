"""Batch 400 (held out). A Buenos Aires neighbourhood futsal league: qdrant collection of the league secretary's
notes, one root span per note, one for Marta's clear-out and one for the question; the clear-out deletes, by a
payload filter, the fixture notes she has copied into the league's planilla, and one of them also carried the new
venue.

App: the Liga Barrial de Futsal Villa Los Ceibos (Clausura 2050, 10 teams, Saturday evenings) keeps its notes in a
qdrant collection (payload ``kind``: sedes, fixture, reglamento, tribunal, pagos). Marta (the league's secretaria)
and Hugo (the president) write them, in the league's Spanglish. Once a fecha's fixture is in the planilla Marta
deletes the fixture notes with a filter on ``kind``; the helper answers the delegados and players from the 4
nearest notes.

Planted fault (DeletionError): Hugo's sedes note (2050-02-10T19:00) has every fecha of the Clausura at the Sociedad de
Fomento Las Glicinas, Pasaje Los Ceibos 2830. Marta's fixture note of dom 13/3 starts with the fecha 8 games (sáb
19/3: Deportivo Chacarita Sur vs Villa Tranquila 19 hs, Los Halcones vs Sportivo Melián 20 hs, ...) and says, in the
middle, that Las Glicinas is clausurada - the roof leaked onto the court in the storm - so fecha 8 is at the gimnasio
del Colegio San Ceferino, Los Ombúes 1450, same times. Marta's clear-out (mar 15/3) deletes the fixture notes, that
one with them. Question (vie 18/3, a player): "¿dónde jugamos mañana? le paso la dirección a mi viejo que viene a
ver 👀" -> expected the gimnasio del Colegio San Ceferino, Los Ombúes 1450. The assistant says Las Glicinas,
Pasaje Los Ceibos 2830.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Marta's dom 13/3 note was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on San Ceferino, Los Ombúes, clausurada or the roof); the sedes note's Las Glicinas is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b400_qdrant_futsal_fecha8_venue_where_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "liga-villa-los-ceibos-clausura-2050"
VENUE = ("dom 13/3 (Marta) - fixture fecha 8, sáb 19/3: Dep. Chacarita Sur vs Villa Tranquila 19 hs, Los Halcones vs "
         "Sportivo Melián 20 hs, Unión del Pasaje vs Juventud Unida 21 hs ⚽ OJO: Las Glicinas está clausurada, se "
         "les llovió el techo en la tormenta y la cancha es una pileta 🙃 so la fecha 8 se juega en el gimnasio del "
         "Colegio San Ceferino, Los Ombúes 1450, mismos horarios. avisen a sus jugadores")
NOTES = [
    (1, "sedes", "Hugo", "2050-02-10T19:00 sedes Clausura: todas las fechas en la Sociedad de Fomento Las Glicinas, "
                         "Pasaje Los Ceibos 2830, sáb desde las 19 hs. buffet de la sociedad, no se entra con bebida"),
    (2, "reglamento", "Hugo", "15/2 reglamento: 12 por lista de buena fe, DNI en mano o no jugás, 5 amarillas = 1 "
                              "fecha. 2 tiempos de 20 min"),
    (3, "pagos", "Marta", "1/3 árbitros AR$ 12.500 por partido, mitad cada equipo, se paga en cancha antes de "
                          "empezar. inscripción AR$ 96.000 ya la pagaron todos menos Los Halcones 👀"),
    (4, "tribunal", "Marta", "jue 10/3 tribunal: 2 fechas al 9 de Villa Tranquila por agresión al árbitro, 1 fecha "
                             "al arquero de Melián"),
    (5, "fixture", "Marta", "sáb 5/3 (Marta) - fixture fecha 7 cargado en la planilla, sáb 12/3 mismos horarios 19, "
                            "20 y 21 hs. resultados a mí por WhatsApp"),
    (6, "fixture", "Marta", VENUE),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"nota-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "¿dónde jugamos mañana? le paso la dirección a mi viejo que viene a ver 👀"
vec = offline.embed([question])[0]
with turn_span("limpieza mar 15/3"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert VENUE in before, before
    in_planilla = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="fixture"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=in_planilla))

with turn_span("pregunta vie 18/3"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is viernes 18/3/2050. You are talking to a player in the Liga Barrial de Futsal Villa Los "
               "Ceibos; fecha 8 is mañana, sáb 19/3."] + hits
    assert VENUE not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("ceferino", "ombúes", "clausurada", "techo")), stored
    assert any("Las Glicinas, Pasaje Los Ceibos 2830" in c for c in context), context
    reply = answer(question, context, mock="En la Sociedad de Fomento Las Glicinas, Pasaje Los Ceibos 2830 - desde "
                                           "las 19 hs. Decile a tu viejo que no se entra con bebida.")
finish(question, expected="en el gimnasio del Colegio San Ceferino, Los Ombúes 1450 - Las Glicinas está clausurada "
                          "por el techo", actual=reply)
