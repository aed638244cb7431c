package my.tuah.shop;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
