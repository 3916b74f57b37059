"""Batch 371 (held out). A Quebec minor hockey team's ice times: LangGraph InMemoryStore (sync), two writers in
threads.

App: the Lynx M11 A of Val-Brébeuf have two pratiques a week and a game on the weekend at the aréna
Lucien-Gaudreau. The team's helper keeps one record per part of the week in ("lynx-m11a-2025-26", "semaine") - the
ice times (glaces), the game, the fundraising, the equipment - and parents' messages in ("lynx-m11a-2025-26",
"msgs"). The portal job (Marc's script that copies the league portal's roster and referee confirmations into the
helper) reads the glaces record, adds its sync line and writes the whole record back; Stéphane (the coach) edits the
same record at the same time.

Planted fault (UpdateError, lost update): the portal job reads the glaces record for the week of 9 mars (pratique
mar. 10 mars 17h15-18h15 glace 1, pratique jeu. 12 mars 17h15-18h15 glace 1, match sam. 14 mars 8h00); Stéphane
writes in, lun. 9 mars, that Thursday has changed - the M13 took our ice for their tournament practice, so it's
18h30-19h30 on glace 2, not 17h15, Tuesday as was; the portal job then puts back its stale copy with its sync line,
losing Stéphane's edit. Question (mer. 11 mars, Julie, a mother): "pratique demain c'est à quelle heure? je finis à
17h 😬" -> expected 18h30 (jeu. 12 mars, glace 2). The assistant says 17h15.

Expected verdict: UpdateError at langgraph.store.put (the portal job's put, wrapped in fault()): Stéphane's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides
Thursday's time. Asserted: Stéphane's edit was in the store before the stale put; the glaces record has the sync
line and Thursday at 17h15, and no context line has 18h30, glace 2 or the M13.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b371_langgraph_hockey_ice_time_what_time_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

WEEK = ("lynx-m11a-2025-26", "semaine")
MSGS = ("lynx-m11a-2025-26", "msgs")
KEY = "glaces"
RECORDS = {
    KEY: {"details": "semaine du 9 mars, aréna Lucien-Gaudreau: pratique mar. 10 mars 17h15-18h15 glace 1, pratique "
                     "jeu. 12 mars 17h15-18h15 glace 1. arrivez 30 min avant, habillés au vestiaire 5",
          "by": "Stéphane"},
    "match": {"details": "sam. 14 mars 8h00 vs les Faucons de Lac-Brûlé, glace 1, chandail blanc. on est au vestiaire "
                         "3, arrivez 7h15",
              "by": "Stéphane"},
    "financement": {"details": "vente de chocolat: 2 caisses par famille, argent à Chantal avant le 20 mars 🍫",
                    "by": "Chantal"},
    "equipement": {"details": "bourse d'équipement sam. 14 mars 9h-12h (après le match!), dépôt ven. soir",
                   "by": "Chantal"},
}
MSG_LINES = [
    ("2026-03-02 21h05", "Julie", "quelqu'un a vu le bâton de Léa? laissé au vestiaire mar. 🙈"),
    ("5 mars", "Patrice", "covoit pour sam. matin? j'ai 3 places, départ du IGA 7h"),
    ("sam. 7 mars", "Stéphane", "beau match la gang 👏 on reprend mardi"),
]
EDIT = {"details": "semaine du 9 mars, aréna Lucien-Gaudreau - CHANGEMENT jeudi: le M13 a pris notre glace pour leur "
                   "pratique de tournoi, so jeu. 12 mars c'est 18h30-19h30 glace 2, pas 17h15. mardi pareil: 10 mars "
                   "17h15-18h15 glace 1. arrivez 30 min avant",
        "edited": "Stéphane lun. 9 mars"}
SYNC = {"portail": "sync portail lun. 9 mars: 13 joueurs inscrits, arbitres confirmés pour sam.", "by": "portal job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(WEEK, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def portal_job() -> None:
    copy = dict(store.get(WEEK, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(SYNC)
    with fault():
        store.put(WEEK, KEY, copy)


def coach_edit() -> None:
    read_done.wait()
    item = store.get(WEEK, KEY)
    store.put(WEEK, KEY, {**item.value, **EDIT})
    assert "jeu. 12 mars c'est 18h30-19h30 glace 2, pas 17h15" in store.get(WEEK, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=portal_job, name="portal-job"),
           threading.Thread(target=coach_edit, name="coach-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "pratique demain c'est à quelle heure? je finis à 17h 😬"
context = ["Today is mer. 11 mars 2026. You are talking to Julie, a mother on the Lynx M11 A (Val-Brébeuf)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(WEEK, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "jeu. 12 mars 17h15-18h15" in c and "sync portail" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("18h30", "glace 2", "m13")), context
reply = answer(f"(Julie) {question}", context, mock="Demain jeu. 12 mars, 17h15-18h15 sur la glace 1 - arrivez 30 "
                                                    "min avant, so 16h45 😬")
finish(question, expected="18h30 - jeu. 12 mars 18h30-19h30 on glace 2, the M13 took our 17h15 ice", actual=reply)
