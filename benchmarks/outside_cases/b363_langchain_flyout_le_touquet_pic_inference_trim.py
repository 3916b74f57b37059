"""Batch 363 (held out). A flying club's fly-out to Le Touquet: LangChain InMemoryChatMessageHistory +
trim_messages (last 11 messages), one root span per turn.

App: Downland Flying Club fly out from Shoreham (EGKA) to Le Touquet (LFAT) on Sat 11 June 2050 in G-ABCE, a
PA-28 - Helen and Pete sharing the flying, lunch in town, back the same day. Helen (who's organising it) chats with
the club's ops helper while she sorts it; each turn the chat is trimmed to its last 11 messages before the answer
call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the plan - Pete P1 on the way out, Helen P1 back.
Turn 2 is the GAR and customs. In turn 3 (2050-06-02 2040Z) Helen says, in passing, that Pete's class 2 medical
lapsed on 31/05 and the AME can't see him till the 20th (of June). Turns 4 to 8 are lifejackets and the dinghy,
the PLOG (v2, copied from the plan: "leg 1 EGKA-LFAT P1 Pete, leg 2 LFAT-EGKA P1 Helen"), the PPR, fuel and the wx
plan. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Wed 8 June): "can Pete fly the
first leg as P1? he's asking if he should bring his logbook" -> expected no. The inference: a pilot can't act as
PIC without a valid medical; his lapsed on 31/05 and won't be renewed before the 20th, so on the 11th he can't be
P1 (he can come as a passenger). The assistant says yes, he's P1 on leg 1 per the PLOG.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn with Pete's
lapsed medical was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window
the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on the
medical, the AME or "lapsed"); the PLOG v2 line, the lifejackets and the PPR are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b363_langchain_flyout_le_touquet_pic_inference_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "can Pete fly the first leg as P1? he's asking if he should bring his logbook"
TURNS = [
    ("LE TOUQUET 🇫🇷 sat 11 june in G-ABCE, me + Pete. plan is Pete P1 on the way out, me P1 back. dep EGKA 0800Z, "
     "lunch in town, back for 1700Z ish. can u help me keep track",
     "Of course - Le Touquet on Sat 11 June in G-ABCE: Pete P1 outbound, you P1 on the way back, off Shoreham "
     "0800Z, back about 1700Z."),
    ("GAR filed both ways, Shoreham customs are fine w/ 24 hrs notice. passports obvs",
     "GAR filed for both legs, Shoreham customs need 24 hours' notice, and you'll both need passports."),
    ("2050-06-02 2040Z - ugh Pete's class 2 lapsed on 31/05 🙄 he forgot. AME can't see him till the 20th. he's "
     "gutted. anyway - also need to sort the lifejackets",
     "Noted - Pete's class 2 medical lapsed on 31 May and his AME appointment isn't until the 20th. Lifejackets next."),
    ("lifejackets x2 + the dinghy from the hangar, signed out on the board for fri night",
     "Two lifejackets and the dinghy signed out for Friday night."),
    ("PLOG v2 done from the plan 👍 'leg 1 EGKA-LFAT P1 Pete, 58 nm, 0.7 hrs est. leg 2 LFAT-EGKA P1 Helen' - "
     "routing via Boulogne, FL 30 over the water",
     "PLOG v2: leg 1 Shoreham-Le Touquet, 58 nm, about 0.7 hrs, via Boulogne at FL30; leg 2 back to Shoreham."),
    ("PPR for LFAT granted, slot 0845-0915Z, landing €22 payable at the tower",
     "Le Touquet PPR granted for 0845-0915Z; landing €22 at the tower."),
    ("fuel - full tanks at EGKA, uplift at LFAT only if we have to, it's €3.10/L there",
     "Full tanks at Shoreham; only uplift at Le Touquet if needed (€3.10/L)."),
    ("wx plan - go/no-go call fri 1800Z off the TAFs, need 1500 ft cloud base min over the channel",
     "Go/no-go Friday 1800Z from the TAFs, 1500 ft minimum cloud base over the Channel."),
    (QUESTION,
     "Yes - per the PLOG Pete's P1 on leg 1 out to Le Touquet, so tell him to bring his logbook."),
]
WINDOW = 11
GONE = ("class 2", "medical", "ame", "lapsed")


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
            assert any("leg 1 EGKA-LFAT P1 Pete" in str(m.content) for m in window), window
            assert any("lifejackets x2" in str(m.content) for m in window), window
            assert any("PPR for LFAT granted" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("Pete's class 2 lapsed on 31/05" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Helen's chat - she's organising Downland Flying Club's Le Touquet "
                                            "fly-out, Sat 11 June 2050 in G-ABCE; today Wed 8 June 2050)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="no - his class 2 medical lapsed on 31/05 and isn't renewed till the 20th, so he can't "
                          "be PIC on the 11th (he can come as a passenger)", actual=reply)
