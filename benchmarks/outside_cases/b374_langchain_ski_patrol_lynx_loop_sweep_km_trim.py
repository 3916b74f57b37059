"""Batch 374 (held out). A volunteer ski patrol's Nordic trail sweeps: LangChain InMemoryChatMessageHistory +
trim_messages (last 11 messages), one root span per turn.

App: Nadine Okafor (patrol leader, Kestrel Hills Ski Patrol) chats with the patrol's helper while she sorts out the
weekend - the end-of-day sweeps of the cross-country (Nordic) trails, radios, toboggans, the trail map reprint,
the chalet, incident forms, the new patrollers. Each turn the chat is trimmed to its last 11 messages before the
answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the Nordic sweep - starts 15:30, the Lynx Loop is
7.5 km and the Fox Trail 3 km, done by dark (sunset's about 16:55). Turn 2 is the radios. In turn 3 Nadine says
scrub the 7.5 - the beaver pond flooded the low bit of the Lynx Loop, Travis rerouted it up around the ridge, it's
9.2 km now, skis or the snowmobile. Turns 4 to 8 are the toboggans, the trail map reprint (still "Lynx Loop 7.5 km",
the printer's fixing it for the spring run), the chalet's hot chocolate, the incident forms and the buddy list for
the new patrollers. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Fri. Jan. 23):
"how long's the Lynx Loop sweep now? trying to figure out if Kiran + I can ski it before dark Sat" -> expected 9.2
km. The assistant says 7.5 km.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that made the
loop 9.2 km was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window the
model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on 9.2,
the beaver pond or the ridge); the trail map's "Lynx Loop 7.5 km", the chalet and the incident forms are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b374_langchain_ski_patrol_lynx_loop_sweep_km_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how long's the Lynx Loop sweep now? trying to figure out if Kiran + I can ski it before dark Sat"
TURNS = [
    ("NORDIC SWEEPS ⛷️ starts 15:30 sharp, Lynx Loop is 7.5 km + Fox Trail 3 km, 2 ppl each, done by dark (sunset's "
     "~16:55 this wk). can u help me keep the wknd straight",
     "Sure - Nordic sweeps start at 15:30: the Lynx Loop (7.5 km) and the Fox Trail (3 km), two patrollers each, "
     "finished by dark (sunset about 16:55)."),
    ("radios - everyone on ch. 4, spare batteries in the patrol room drawer, Priya's got the repeater key",
     "Radios on channel 4, spare batteries in the patrol room drawer, and Priya has the repeater key."),
    ("ok scrub the 7.5 km - the beaver pond flooded the low bit of the Lynx Loop, Travis rerouted it up around the "
     "ridge, so it's 9.2 km now. skis or the snowmobile, ur call",
     "Got it - the Lynx Loop is rerouted around the ridge because of the beaver pond flooding, so the sweep is "
     "9.2 km now, on skis or by snowmobile."),
    ("toboggans - #3's tagged out again (brake handle), Ravi's on it, #1 + #2 top hut, #4 at the bottom of Chair 2",
     "Toboggan #3 is tagged out with the brake handle and Ravi's fixing it; #1 and #2 are at the top hut, #4 at "
     "the bottom of Chair 2."),
    ("the trail map reprint came back 🙄 still says 'Lynx Loop - 7.5 km - intermediate' - printer's fixing it for "
     "the spring run, can u check the other trail names",
     "The other trail names on the reprint look right - only the Lynx Loop line needs the printer's fix."),
    ("chalet's doing free hot chocolate for patrol after the sweep, just show ur jacket to Maureen",
     "Free hot chocolate at the chalet for patrol after the sweep - just show Maureen your jacket."),
    ("incident forms - new ones are the 2-pagers, old ones in the recycling pls. witness names + a phone # every "
     "time",
     "Use the new two-page incident forms and recycle the old ones; always get witness names and a phone number."),
    ("new patrollers buddy up this wknd: Owen w/ Priya, Kiran w/ me, Jess w/ Marc",
     "Buddies this weekend: Owen with Priya, Kiran with you, and Jess with Marc."),
    (QUESTION,
     "The Lynx Loop's 7.5 km - you and Kiran should have it skied well before dark."),
]
WINDOW = 11
GONE = ("9.2", "beaver", "ridge")


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
            assert any("'Lynx Loop - 7.5 km - intermediate'" in str(m.content) for m in window), window
            assert any("free hot chocolate for patrol" in str(m.content) for m in window), window
            assert any("witness names" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("so it's 9.2 km now" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Nadine's chat - she's patrol leader of the Kestrel Hills Ski Patrol; "
                                            "today Fri. Jan. 23, 2026)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="9.2 km - Travis rerouted it round the ridge after the beaver pond flooded", actual=reply)
