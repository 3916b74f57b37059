"""Batch 399 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads (the
Konditorin and the shop's Verkauf each file their own notes; the upserts themselves take a lock, since the local
client is not safe for concurrent writes), then the question's query.

App: Bäckerei & Konditorei Wendler in Leipzig bakes a three-tier Hochzeitstorte for Sa 25.03.2051 and delivers it in
the Kühlwagen. Sabine (the Konditorin) and Jana (Verkauf, she takes the orders) file their shift notes in English,
German words mixed in, into one qdrant collection; the helper answers the staff from the 5 nearest notes.

Memory: Jana, 02.03.2051, 11:15 - Bestellung Hochzeitstorte 3-stöckig, Fam. Albrecht/Hoffmann, Sa 25.03., Lieferung
13:00 Uhr to the Gasthof "Zur Linde", Lindenweg 4, Anzahlung 100,00 € paid; Sabine, Di 14.03. - Probestück approved,
Buttercreme Vanille + Himbeer, frische Rosen from Blumen Aurich Freitag; Jana, Do 16.03. - the Braut called, the
Gasthof Zur Linde has a Wasserschaden in the Saal, the Feier is now in the Bootshaus Elsterblick am Auenweg, same time
13 Uhr, Torte to the Hintereingang at the Küche, the Hochzeitsplanerin sends the Anfahrt; Sabine, Mo 20.03. - Kühlwagen
reserved Sa from 11:30, Mehmet drives. Question (Fr 24.03., Mehmet): "where do I bring the Hochzeitstorte tomorrow? I
need the Adresse for the Navi" The assistant says the Bootshaus Elsterblick am Auenweg, Hintereingang at the Küche,
13 Uhr (the Gasthof Zur Linde has a Wasserschaden). The label says the Gasthof Zur Linde, Lindenweg 4.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b399_ctl_qdrant_baeckerei_hochzeitstorte_where_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "konditorei-wendler-schichtbuch-2051"
NOTES = {
    "jana": [
        (1, "02.03.2051, 11:15 Bestellung Hochzeitstorte 💍 3-stöckig, Fam. Albrecht/Hoffmann, Sa 25.03., Lieferung "
            "13:00 Uhr to Gasthof 'Zur Linde', Lindenweg 4. Anzahlung 100,00 € paid, Rest on delivery"),
        (3, "Do 16.03. the Braut called 🙈 Gasthof Zur Linde has a Wasserschaden in the Saal, so the Feier is now in "
            "the Bootshaus Elsterblick am Auenweg, same time 13 Uhr. Torte to the Hintereingang at the Küche, the "
            "Hochzeitsplanerin sends us the Anfahrt"),
    ],
    "sabine": [
        (2, "Di 14.03. Torte Albrecht: Probestück approved 👍 Buttercreme Vanille + Himbeer, Deko frische Rosen, Blumen "
            "Aurich brings them Freitag"),
        (4, "Mo 20.03. Kühlwagen reserved for Sa from 11:30, Mehmet drives, I come with for the Aufbau of the Etagen"),
    ],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


write_lock = threading.Lock()  # the local (":memory:") client is not safe for concurrent upserts


def file_notes(who: str) -> None:
    for pid, text in NOTES[who]:
        point = models.PointStruct(id=pid, vector=offline.embed([text])[0], payload={"text": text, "by": who})
        with write_lock:
            client.upsert(COLL, points=[point])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == 4

question = "where do I bring the Hochzeitstorte tomorrow? I need the Adresse for the Navi"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Fr 24.03.2051. You are talking to Mehmet, who drives the Kühlwagen for Bäckerei & Konditorei "
           "Wendler, Leipzig."] + hits
assert any("Lieferung 13:00 Uhr to Gasthof 'Zur Linde', Lindenweg 4" in c for c in context), context
assert any("Wasserschaden in the Saal" in c and "Bootshaus Elsterblick am Auenweg" in c for c in context), context
reply = answer(question, context, mock="To the Bootshaus Elsterblick am Auenweg - Hintereingang at the Küche, 13 Uhr. "
                                       "Not the Gasthof Zur Linde, they have a Wasserschaden in the Saal.")
finish(question, expected="Gasthof Zur Linde, Lindenweg 4", actual=reply)
