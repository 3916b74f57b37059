"""Batch 361 (held out). An expat choir rehearsing for its Christmas concert: LangGraph InMemoryStore (sync), two
writers in threads.

App: Expat Voices Düsseldorf (about 40 singers from a dozen countries; Mirjam, the Dirigentin, is Dutch) give their
Weihnachtskonzert on So 17.12.2051 um 17:00 in the Kreuzkirche - Rutter, Lux aurumque, carols in four languages.
The choir's helper keeps one record per part of it in ("expat-voices-2051", "konzert") - the concert (time, place,
dress code), the rehearsals, the Noten, the tickets - and members' messages in ("expat-voices-2051", "msgs"). The
ticket job (Raj's script that copies the Vorverkauf numbers into the helper) reads the concert record, adds the
tickets sold and writes the whole record back; Mirjam edits the same record at the same time.

Planted fault (UpdateError, lost update): the ticket job reads the concert record (Einsingen 16:00, all black -
black trousers or skirt, black top, black Mappe for the Noten); Mirjam writes in, Sa 09.12., "sorry, mistake in the
Rundmail: not only black! ladies (S + A) wear the red Schal from the Weihnachtsmarkt-Singen, men (T + B) a red
Krawatte, I have 6 spare Schals" ; the ticket job then puts back its stale copy with its count (84 sold, Stand
Fr 08.12.), losing Mirjam's edit. A yes/no question: Question (Mi 13.12., Olena, alto): "do I need to bring
anything red on Sunday or is it just all black?" -> expected yes - the red Schal (altos are ladies' voices; Mirjam
has spares). The assistant says no, just all black.

Expected verdict: UpdateError at langgraph.store.put (the ticket job's put, wrapped in fault()): Mirjam's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
answer. Asserted: Mirjam's edit was in the store before the stale put; the concert record has the ticket count and
"all black", and no context line has Schal, Krawatte or "red".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b361_langgraph_expat_choir_red_scarf_yesno_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("expat-voices-2051", "konzert")
MSGS = ("expat-voices-2051", "msgs")
KEY = "concert"
RECORDS = {
    KEY: {"details": "Weihnachtskonzert So 17.12. 17:00 Kreuzkirche (Collenbachstr.), Einsingen 16:00 in the "
                     "Gemeindesaal. Dresscode: all black - black trousers or skirt, black top, Noten in the black "
                     "Mappe. no perfume pls (Mirjam's allergy)",
          "by": "Mirjam"},
    "rehearsals": {"details": "Proben Di 19:30-21:30 Gemeindesaal, extra Probe Sa 09.12. 10:00-13:00, Generalprobe "
                              "Fr 15.12. 19:00 in the church",
                   "by": "Mirjam"},
    "noten": {"details": "Rutter Gloria + Lux aurumque in the Mappe, carols sheet v3 (DE/EN/NL/UA), 12,50 € for the "
                         "Rutter copy to Tobias",
              "by": "Tobias"},
    "tickets": {"details": "Eintritt 15,00 € / ermäßigt 10,00 €, Kinder frei, Vorverkauf via Raj or the Buchhandlung "
                           "am Dreieck",
                "by": "Raj"},
}
MSG_LINES = [
    ("2051-11-14T21:40", "Kees", "basses: pls learn the NL verse of Stille Nacht by heart, it's only 8 lines 😅"),
    ("28.11.", "Tobias", "who still owes me for the Rutter: 9 people, you know who you are"),
    ("Di 05.12.", "Mirjam", "good Probe tonight!! Sopranos the high A in the Gloria is getting there"),
]
EDIT = {"details": "Weihnachtskonzert So 17.12. 17:00 Kreuzkirche (Collenbachstr.), Einsingen 16:00 in the "
                   "Gemeindesaal. sorry, mistake in the Rundmail: not only black! black trousers or skirt, black top, "
                   "but ladies (S + A) wear the red Schal from the Weihnachtsmarkt-Singen, men (T + B) a red "
                   "Krawatte - I have 6 spare Schals. Noten in the black Mappe. no perfume pls",
        "edited": "Mirjam Sa 09.12."}
TICKETS = {"sold": "84 Karten verkauft (Stand Fr 08.12.), Kirche has 220 places", "by": "ticket job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def ticket_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(TICKETS)
    with fault():
        store.put(PLAN, KEY, copy)


def mirjam_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "ladies (S + A) wear the red Schal" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=ticket_job, name="ticket-job"),
           threading.Thread(target=mirjam_edit, name="mirjam-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "do I need to bring anything red on Sunday or is it just all black?"
context = ["Today is Wed 13 December 2051. You are talking to Olena, an alto in Expat Voices Düsseldorf."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "Dresscode: all black" in c and "84 Karten" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("schal", "krawatte", "red ")), context
reply = answer(f"(Olena, alto) {question}", context,
               mock="No, nothing red - it's all black: black trousers or skirt, black top, and the Noten in the "
                    "black Mappe. Einsingen is at 16:00.")
finish(question, expected="yes - the red Schal (ladies, S + A), Mirjam changed the dress code and has spares",
       actual=reply)
