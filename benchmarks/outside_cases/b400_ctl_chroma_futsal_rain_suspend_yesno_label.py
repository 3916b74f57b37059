"""Batch 400 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the league's secretaria and a team's delegado each file their own notes), then the question's query.

App: the Liga Barrial de Futsal Barrio Los Tilos plays its Clausura 2050 on Saturday evenings, mostly on open-air
courts. Marta (the league's secretaria) and Gus (delegado of Atlético Pasaje Ñandú) file notes into one chroma
collection, in Spanglish; the helper answers the players from the 4 nearest.

Memory: Marta, 2050-02-10T19:00 - reglamento del Clausura: canchas descubiertas, si llueve se suspende y se
reprograma, they post in the group before 17 hs; Marta, 1/3 - árbitros AR$ 12.500 por partido, en cancha; Gus, mar
22/3 - la fecha 9 (sáb 26/3) se pasa al poli del Club Social Los Tilos, que es techado, so se juega igual llueva o
no; Gus, jue 24/3 - pronóstico: tormenta el sábado a la tarde, traigan toalla y medias de repuesto. Question (vie 25/3,
Facu, a player): "¿se suspende si llueve mañana? dicen que viene tormenta y vengo desde lejos" The assistant says no,
se juega igual - la fecha 9 es en el poli de Los Tilos, que es techado. The label says sí, si llueve se suspende y se
reprograma.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b400_ctl_chroma_futsal_rain_suspend_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "marta": [
        "2050-02-10T19:00 reglamento Clausura ⚽ canchas descubiertas: si llueve se suspende y se reprograma, avisamos "
        "por el grupo antes de las 17 hs. no se juega con la cancha mojada, es peligroso",
        "1/3 árbitros AR$ 12.500 por partido, mitad cada equipo, en cancha antes de arrancar. sin pago no hay partido",
    ],
    "gus": [
        "mar 22/3 - la fecha 9 (sáb 26/3) se pasa al poli del Club Social Los Tilos, que es techado 🙌 so se juega "
        "igual llueva o no, mismos horarios 19, 20 y 21 hs",
        "jue 24/3 - pronóstico: tormenta el sábado a la tarde ⛈️ traigan toalla + medias de repuesto, el vestuario del "
        "poli no tiene agua caliente",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("liga-los-tilos-clausura-2050",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notas-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "¿se suspende si llueve mañana? dicen que viene tormenta y vengo desde lejos"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is viernes 25/3/2050. You are talking to Facu, a player for Atlético Pasaje Ñandú in the Liga "
           "Barrial de Futsal Barrio Los Tilos; fecha 9 is mañana, sáb 26/3."] + hits
assert any("si llueve se suspende y se reprograma" in c for c in context), context
assert any("que es techado" in c and "se juega igual llueva o no" in c for c in context), context
reply = answer(question, context, mock="No, se juega igual - la fecha 9 se pasó al poli del Club Social Los Tilos, que "
                                       "es techado. Traete toalla y medias de repuesto.")
finish(question, expected="sí - si llueve se suspende y se reprograma", actual=reply)
