"""Batch 278 (held out). A small software team's on-call: LangChain InMemoryChatMessageHistory + trim_messages (last
11 messages), one root span per turn.

App: Jamal (on call that week at Brightloop, a small SaaS shop) plans the Postgres 16 upgrade of the main database
with the team's helper over a few days; each turn the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the plan - the maintenance window is Sat 11/3 from
22:00, 2 hours, read-only mode for customers. Turn 2 is the backups. In turn 3, after the dry run on staging took
3h10 (the reindex alone was 1h40), Jamal says 2 hours is a fantasy, so the window is 4 hours, 22:00 to 02:00, the
CAB signed it off this morning. Turns 4 to 8 are the status page draft (still "a 2 hour window", comms will fix it),
the rollback plan, the bridge call, the customer email and the pager overrides. By turn 9 the trim drops turns 1 to
3; turns 4 to 8 stay. Question (turn 9, Thu 9/3, from ops): "how long's the window on sat? ops want to know when
they can turn the nightly backups back on" -> expected 4 hours (22:00 to 02:00). The assistant says 2 hours.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that made the
window 4 hours was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window
the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on 4
hours, 02:00, the dry run or the CAB); the status page draft, the rollback plan and the pager overrides are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b278_langchain_oncall_maintenance_window_how_long_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how long's the window on sat? ops want to know when they can turn the nightly backups back on"
TURNS = [
    ("pg16 upgrade on the main db 🐘 maintenance window sat 11/3 from 22:00, 2 hrs, app goes read-only for "
     "customers. I'm on call anyway that wk. help me keep track",
     "Will do - Postgres 16 upgrade of the main database, maintenance window Sat 11 March from 22:00 for 2 hours, "
     "the app read-only for customers meanwhile."),
    ("backups - full snapshot at 21:30 b4 we start, nightly backup job paused for the night",
     "Noted: a full snapshot at 21:30 before the start, and the nightly backup job paused for the night."),
    ("dry run on staging last nite took 3h10 😬 the reindex alone was 1h40. 2 hrs is a fantasy. so 4 hrs, 22:00 "
     "- 02:00, CAB signed it off this morning",
     "Understood - the window is now 4 hours, 22:00 to 02:00 (the staging dry run took 3h10), and the CAB has "
     "approved it."),
    ("status page draft from comms - 'Scheduled maintenance Sat 11 Mar 22:00 GMT, a 2 hour window during which the "
     "app will be read-only' - they'll fix the wording, can u check the rest reads ok",
     "The rest of the draft reads fine; only the wording you mentioned needs changing."),
    ("rollback plan - if pg_upgrade fails we restore the 21:30 snapshot, Ruth's tested it, ~45 mins",
     "Rollback: restore the 21:30 snapshot if pg_upgrade fails - Ruth has tested it, about 45 minutes."),
    ("bridge call on the usual zoom, me + Ruth + Priti, Tom on standby at home",
     "Bridge on the usual Zoom with you, Ruth and Priti; Tom on standby at home."),
    ("customer email goes out tues from the CS team, enterprise accounts get a call from their CSM",
     "The customer email goes out Tuesday from CS; enterprise accounts get a call from their CSM."),
    ("pager overrides - mute the db replication lag + the read-only alerts 21:45 onwards, unmute when I say",
     "Pager overrides: replication-lag and read-only alerts muted from 21:45 until you say to unmute."),
    (QUESTION,
     "2 hours - 22:00 till midnight, so they can turn the nightly backups back on from about 00:00."),
]
WINDOW = 11
GONE = ("4 hrs", "4 hours", "02:00", "dry run", "cab")


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=WINDOW, token_counter=len, start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        messages = history.messages
        if i == len(TURNS):
            with fault():
                window = trim(messages)
            assert not any(w in str(m.content).lower() for m in window[:-1] for w in GONE), window
            assert any("a 2 hour window during which" in str(m.content) for m in window), window
            assert any("restore the 21:30 snapshot" in str(m.content) for m in window), window
            assert any("mute the db replication lag" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("so 4 hrs, 22:00 - 02:00" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Jamal's chat - he's on call at Brightloop this week and running the "
                                            "Postgres 16 upgrade; today Thu 9 March 2051, the upgrade is Sat 11 March)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="4 hours - 22:00 to 02:00, the staging dry run took over 3 hours", actual=reply)
