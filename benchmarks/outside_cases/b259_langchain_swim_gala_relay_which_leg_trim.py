"""Batch 259 (held out). A kids' swimming club's gala entries: LangChain InMemoryChatMessageHistory + trim_messages
(last 13 messages), one root span per turn.

App: Sowerby Bridge Seals ASC swim in the county junior relays and individual gala on Sun 21st Sept 2053 at
Sowerby Bridge pool. Nicola (whose daughter Mia, 10, swims for the Seals) chats with the club's parents' helper
while the entries go in; each turn the chat is trimmed to its last 13 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the gala - Sun 21st, warm-up 8, first race 9. Turn 2
is Mia's entries - 50 free, 50 back and the girls' 10/11 4x50 free relay, where she's swimming the 2nd leg. In turn
3, after Thursday's training, Nicola says coach Dan has swapped the relay order - Mia's going last now, the anchor,
because Ruby's 100 IM is the race straight before and she needs the rest at the end; Mia's buzzing. Turns 4 to 9 are
the heat sheet (Mia in heat 3 lane 5 for the 50 free), the team list pasted from the host club's email (still the
old order: Ruby T, Mia K, Jess P, Aisha B - she'll check with Dan it's the latest), kit, snacks, parking and the
timekeepers. By turn 10 the trim drops turns 1 to 3; turns 4 to 9 stay. Question (turn 10, Fri 19/9): "which leg
is Mia swimming in the relay? grandad wants to film her bit on his ipad" -> expected the last leg (anchor). The
assistant says the 2nd leg.

Expected verdict: UpdateError at langchain.trim_messages (turn 10's trim, wrapped in fault()): the turn that made
Mia the anchor was in the history and in every window from turn 3 to turn 9, and this trim cut it from the window
the model saw. Asserted: turn 3 is in every window from turn 3 to turn 9 and missing from turn 10's (nothing on the
anchor, going last or the swap); the pasted team list, the heat sheet and the parking are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b259_langchain_swim_gala_relay_which_leg_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "which leg is Mia swimming in the relay? grandad wants to film her bit on his ipad"
TURNS = [
    ("county junior gala 🏊‍♀️ sun 21st sept at Sowerby Bridge pool, warm up 8, 1st race 9ish, done by 1. can u help "
     "me keep track of Mia's stuff",
     "Of course - county junior gala Sun 21 Sept at Sowerby Bridge pool: warm-up at 8, first race about 9, finished "
     "by 1."),
    ("entries are in - 50 free, 50 back + the girls 10/11 4x50 free relay, she's swimming 2nd leg 💪",
     "Mia's entered in the 50 free, the 50 back and the girls' 10/11 4x50 free relay, swimming the second leg."),
    ("training thurs - Dan's swapped the relay order!! Mia's going last now, anchor 😱 bc Ruby's got the 100 IM the "
     "race straight b4 + needs the rest at the end. she's buzzing",
     "Noted - Dan has changed the relay order: Mia is the anchor now, swimming the last leg, so Ruby can rest after "
     "her 100 IM."),
    ("heat sheets out - 50 free heat 3 lane 5, 50 back heat 2 lane 2. relay's event 14, last one b4 the break",
     "50 free: heat 3, lane 5. 50 back: heat 2, lane 2. The relay is event 14, the last event before the break."),
    ("host club emailed the team list: 'Girls 10/11 4x50 Freestyle Relay - Sowerby Bridge Seals A: Ruby T, Mia K, "
     "Jess P, Aisha B' - i'll check w/ Dan its the latest one",
     "Thanks - that's the list the host club sent for the Seals A team; Dan will confirm the final version."),
    ("kit - club hat, 2 pairs of goggles, club t-shirt + hoodie for poolside, flip flops. no jewellery!!",
     "Kit: club hat, two pairs of goggles, club t-shirt and hoodie for poolside, flip flops, no jewellery."),
    ("snacks - bananas, flapjack, water. nothing fizzy, Dan goes mad 😂",
     "Snacks: bananas, flapjack and water - nothing fizzy."),
    ("parking - pool car park's tiny, park at the station (£3 day) + walk down the canal, 5 mins",
     "Park at the station (£3 for the day) and walk down the canal - about five minutes."),
    ("they still need 2 timekeepers, i've said i'll do the morning. grandad's coming for the relay",
     "You're timekeeping in the morning, and grandad's coming for the relay."),
    (QUESTION,
     "Mia's swimming the 2nd leg - so grandad wants to start filming once the first swimmer is about halfway back."),
]
WINDOW = 13
GONE = ("anchor", "going last", "last leg", "swapped")


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
            assert any("Ruby T, Mia K, Jess P, Aisha B" in str(m.content) for m in window), window
            assert any("heat 3 lane 5" in str(m.content) for m in window), window
            assert any("park at the station" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("Mia's going last now, anchor" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Nicola's chat - her daughter Mia, 10, swims for Sowerby Bridge Seals "
                                            "ASC; today Fri 19 Sept 2053, the county junior gala is Sun 21 Sept)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="the last leg - she's the anchor now, Dan swapped the order so Ruby can rest after her IM",
       actual=reply)
